import type { Account } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { hasEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { fetchAccount } from './accounts-actions';

const isLoaded = (state: RootState, id: string): boolean => hasEntity(state.accounts, id);

/** The cached account, its moved-to account taken from its own (fresher) cache entry when there is one. */
function* cachedAccount(id: string): Generator<unknown, Account | null, never> {
  const { storage }: CoreServices = yield* services();
  const account = (yield call([storage, storage.getAccount], id)) as Account | null;
  if (!account?.moved) return account;
  const moved = (yield call([storage, storage.getAccount], account.moved.id)) as Account | null;
  return moved ? { ...account, moved } : account;
}

// https://github.com/mastodon/mastodon/blob/main/app/javascript/mastodon/actions/accounts.js (fetchAccount)
export function* fetchAccountSaga(action: PayloadAction<{ id: string }>): Generator<unknown, void, never> {
  const { id } = action.payload;
  const loaded: boolean = yield select(isLoaded, id);
  if (loaded) {
    yield put(fetchAccount.success({ id, source: 'store' }));
    return;
  }
  const { api, storage }: CoreServices = yield* services();
  try {
    const cached: Account | null = yield* cachedAccount(id);
    if (cached) {
      yield* importEntities({ accounts: [cached] });
      yield put(fetchAccount.success({ id, source: 'cache' }));
      return;
    }
    const account: Account = yield call([api.accounts, api.accounts.fetch], id);
    yield* importEntities({ accounts: [account] });
    yield call([storage, storage.putAccounts], account.moved ? [account, account.moved] : [account]);
    yield put(fetchAccount.success({ id, source: 'server' }));
  } catch (error) {
    yield put(fetchAccount.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

export function* accountsSaga(): Generator {
  yield takeEvery(fetchAccount.request.type, fetchAccountSaga);
}
