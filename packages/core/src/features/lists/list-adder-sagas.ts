import { call, put, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { screenClosed, screenOpened } from '../eviction/eviction-actions';
import { fetchAccountLists, fetchLists, resetListAdder, setupListAdder } from './lists-actions';

/** The eviction pass keeps the account the open adder shows. */
export const LIST_ADDER_SCREEN = 'list_adder';

/** Mastodon's setupListAdder: every list, and the ones that hold the account. */
function* setupSaga(action: PayloadAction<{ accountId: string }>) {
  const { accountId } = action.payload;
  yield* put(screenOpened({ key: LIST_ADDER_SCREEN, accountIds: [accountId] }));
  yield* put(fetchLists.request());
  yield* put(fetchAccountLists.request({ accountId }));
}

function* fetchAccountListsSaga(action: PayloadAction<{ accountId: string }>) {
  const { accountId } = action.payload;
  const { api } = yield* services();
  try {
    const lists = yield* call([api.accounts, api.accounts.lists], accountId);
    yield* put(fetchAccountLists.success({ accountId, lists }));
  } catch (error) {
    yield* put(fetchAccountLists.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* resetSaga() {
  yield* put(screenClosed({ key: LIST_ADDER_SCREEN }));
}

export function* listAdderSaga() {
  yield* takeEvery(setupListAdder.type, setupSaga);
  yield* takeEvery(fetchAccountLists.request.type, fetchAccountListsSaga);
  yield* takeEvery(resetListAdder.type, resetSaga);
}
