import type { Account, Page } from '@trumpet/api-client';
import type { CoreApi } from '../../store/core-api';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchRelationships } from '../relationships/relationships-actions';
import { expandUserList, fetchUserList, userListLoadStarted } from './user-lists-actions';
import { selectUserList } from './user-lists-selectors';
import type { UserListKey } from './user-lists-state';
import { settle } from '../../store/settle';

type Listing = { kind: 'accounts'; page: PromiseLike<Page<Account>> } | { kind: 'domains'; page: PromiseLike<Page<string>> };

/** The call for a list; `cursor` null asks the first page. */
export function fetchUserListPage(api: CoreApi, key: UserListKey, cursor: string | null): Listing {
  const options = { cursor };
  if (key === 'domain_blocks') return { kind: 'domains', page: api.domainBlocks.list({}, options) };
  if (key === 'follow_requests') return { kind: 'accounts', page: api.followRequests.list({}, options) };
  if (key === 'blocks') return { kind: 'accounts', page: api.blocks.list({}, options) };
  if (key === 'mutes') return { kind: 'accounts', page: api.mutes.list({}, options) };
  const separator = key.indexOf(':');
  const kind = key.slice(0, separator);
  const id = key.slice(separator + 1);
  if (kind === 'followers') return { kind: 'accounts', page: api.accounts.followers(id, {}, options) };
  if (kind === 'following') return { kind: 'accounts', page: api.accounts.following(id, {}, options) };
  if (kind === 'reblogged_by') return { kind: 'accounts', page: api.statuses.rebloggedBy(id, {}, options) };
  return { kind: 'accounts', page: api.statuses.favouritedBy(id, {}, options) };
}

/** Accounts are imported and their relationships asked for the ids not yet loaded; domains are kept as they are. */
function* loadPage(key: UserListKey, cursor: string | null) {
  const { api } = yield* services();
  const listing = fetchUserListPage(api, key, cursor);
  if (listing.kind === 'domains') {
    const page = yield* call(() => settle(listing.page));
    return { items: page.items, next: page.next };
  }
  const page = yield* call(() => settle(listing.page));
  yield* importEntities({ accounts: page.items });
  const items = page.items.map((account) => account.id);
  if (items.length > 0) yield* put(fetchRelationships.request({ ids: items }));
  return { items, next: page.next };
}

function listSaga(actions: typeof fetchUserList, expand: boolean) {
  return function* saga(action: PayloadAction<{ key: UserListKey }>) {
    const { key } = action.payload;
    const list = yield* select(selectUserList, key);
    // Mastodon expandFollowers and the like: nothing without a next link or while loading.
    if (list.isLoading || (expand && list.next === null)) {
      yield* put(actions.success({ key, items: [], next: list.next, skipped: true }));
      return;
    }
    yield* put(userListLoadStarted({ key }));
    try {
      const page = yield* loadPage(key, expand ? list.next : null);
      yield* put(actions.success({ key, ...page, skipped: false }));
    } catch (error) {
      yield* put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}

export function* userListsSaga() {
  yield* takeEvery(fetchUserList.request.type, listSaga(fetchUserList, false));
  yield* takeEvery(expandUserList.request.type, listSaga(expandUserList, true));
}
