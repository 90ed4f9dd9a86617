import type { List } from '@trumpet/api-client';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { screenClosed, screenOpened } from '../eviction/eviction-actions';
import { fetchAccountLists, fetchLists, resetListAdder, setupListAdder } from './lists-actions';

/** The eviction pass keeps the account the open adder shows. */
export const LIST_ADDER_SCREEN = 'list_adder';

/** Mastodon's setupListAdder: every list, and the ones that hold the account. */
function* setupSaga(action: PayloadAction<{ accountId: string }>): Generator<unknown, void, never> {
  const { accountId } = action.payload;
  yield put(screenOpened({ key: LIST_ADDER_SCREEN, accountIds: [accountId] }));
  yield put(fetchLists.request());
  yield put(fetchAccountLists.request({ accountId }));
}

function* fetchAccountListsSaga(action: PayloadAction<{ accountId: string }>): Generator<unknown, void, never> {
  const { accountId } = action.payload;
  const { api }: CoreServices = yield* services();
  try {
    const lists = (yield call([api.accounts, api.accounts.lists], accountId)) as List[];
    yield put(fetchAccountLists.success({ accountId, lists }));
  } catch (error) {
    yield put(fetchAccountLists.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* resetSaga(): Generator<unknown, void, never> {
  yield put(screenClosed({ key: LIST_ADDER_SCREEN }));
}

export function* listAdderSaga(): Generator {
  yield takeEvery(setupListAdder.type, setupSaga);
  yield takeEvery(fetchAccountLists.request.type, fetchAccountListsSaga);
  yield takeEvery(resetListAdder.type, resetSaga);
}
