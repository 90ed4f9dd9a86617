import { call, put, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchFamiliarFollowers } from './familiar-followers-actions';

function* fetchFamiliarFollowersSaga(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { api } = yield* services();
  try {
    const answers = yield* call([api.accounts, api.accounts.familiarFollowers], [id]);
    const accounts = answers.find((answer) => answer.id === id)?.accounts ?? [];
    yield* importEntities({ accounts });
    yield* put(fetchFamiliarFollowers.success({ id, accountIds: accounts.map((account) => account.id) }));
  } catch (error) {
    // Decoration of a profile: a failure shows nothing rather than an alert.
    yield* put(fetchFamiliarFollowers.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

export function* familiarFollowersSaga() {
  yield* takeEvery(fetchFamiliarFollowers.request.type, fetchFamiliarFollowersSaga);
}
