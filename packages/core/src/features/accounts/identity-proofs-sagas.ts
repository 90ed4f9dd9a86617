import type { IdentityProof } from '@trumpet/api-client';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchIdentityProofs } from './identity-proofs-actions';

// Mastodon actions/identity_proofs.js: the failure is dispatched with skipAlert.
export function* fetchIdentityProofsSaga(action: PayloadAction<{ id: string }>): Generator<unknown, void, never> {
  const { id } = action.payload;
  const { api }: CoreServices = yield* services();
  try {
    const proofs = (yield call([api.accounts, api.accounts.identityProofs], id)) as IdentityProof[];
    yield put(fetchIdentityProofs.success({ id, proofs }));
  } catch (error) {
    yield put(fetchIdentityProofs.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

export function* identityProofsSaga(): Generator {
  yield takeEvery(fetchIdentityProofs.request.type, fetchIdentityProofsSaga);
}
