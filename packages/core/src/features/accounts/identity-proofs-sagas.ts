import { call, put, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchIdentityProofs } from './identity-proofs-actions';

// Mastodon actions/identity_proofs.js: the failure is dispatched with skipAlert.
export function* fetchIdentityProofsSaga(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { api } = yield* services();
  try {
    const proofs = yield* call([api.accounts, api.accounts.identityProofs], id);
    yield* put(fetchIdentityProofs.success({ id, proofs }));
  } catch (error) {
    yield* put(fetchIdentityProofs.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

export function* identityProofsSaga() {
  yield* takeEvery(fetchIdentityProofs.request.type, fetchIdentityProofsSaga);
}
