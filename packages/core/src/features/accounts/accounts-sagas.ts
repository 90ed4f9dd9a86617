import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { hasEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { fetchAccount } from './accounts-actions';

const isLoaded = (state: RootState, id: string): boolean => hasEntity(state.accounts, id);

/** The cached account, its moved-to account taken from its own (fresher) cache entry when there is one. */
function* cachedAccount(id: string) {
  const { storage } = yield* services();
  const account = yield* call([storage, storage.getAccount], id);
  if (!account?.moved) return account;
  const moved = yield* call([storage, storage.getAccount], account.moved.id);
  return moved ? { ...account, moved } : account;
}

// https://github.com/mastodon/mastodon/blob/main/app/javascript/mastodon/actions/accounts.js (fetchAccount)
export function* fetchAccountSaga(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const loaded = yield* select(isLoaded, id);
  if (loaded) {
    yield* put(fetchAccount.success({ id, source: 'store' }));
    return;
  }
  const { api, storage } = yield* services();
  try {
    const cached = yield* cachedAccount(id);
    if (cached) {
      yield* importEntities({ accounts: [cached] });
      yield* put(fetchAccount.success({ id, source: 'cache' }));
      return;
    }
    const account = yield* call([api.accounts, api.accounts.fetch], id);
    yield* importEntities({ accounts: [account] });
    yield* call([storage, storage.putAccounts], account.moved ? [account, account.moved] : [account]);
    yield* put(fetchAccount.success({ id, source: 'server' }));
  } catch (error) {
    yield* put(fetchAccount.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

export function* accountsSaga() {
  yield* takeEvery(fetchAccount.request.type, fetchAccountSaga);
}
