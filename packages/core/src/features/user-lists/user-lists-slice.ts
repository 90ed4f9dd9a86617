import type { UnknownAction } from 'redux';
import {
  authorizeFollowRequest,
  rejectFollowRequest,
  unblockAccount,
  unblockDomain,
  unmuteAccount,
} from '../relationships/relationships-actions';
import { expandUserList, fetchUserList, userListLoadStarted } from './user-lists-actions';
import { initialUserList, type UserList, type UserListKey, type UserListsState } from './user-lists-state';

function withList(state: UserListsState, key: UserListKey, change: (list: UserList) => UserList): UserListsState {
  return { ...state, [key]: change(state[key] ?? initialUserList) };
}

function without(state: UserListsState, key: UserListKey, item: string): UserListsState {
  const list = state[key];
  return list?.items.includes(item) ? { ...state, [key]: { ...list, items: list.items.filter((id) => id !== item) } } : state;
}

// https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/user_lists.js
export function userListsReducer(state: UserListsState = {}, action: UnknownAction): UserListsState {
  if (userListLoadStarted.match(action)) return withList(state, action.payload.key, (list) => ({ ...list, isLoading: true }));
  if (fetchUserList.fail.match(action) || expandUserList.fail.match(action)) {
    const { key } = action.payload.request;
    return state[key] ? withList(state, key, (list) => ({ ...list, isLoading: false })) : state;
  }
  if (fetchUserList.success.match(action)) {
    const { key, items, next, skipped } = action.payload;
    return skipped ? state : withList(state, key, () => ({ items, next, isLoading: false }));
  }
  if (expandUserList.success.match(action)) {
    const { key, items, next, skipped } = action.payload;
    if (skipped) return state;
    return withList(state, key, (list) => {
      const known = new Set(list.items);
      return { items: [...list.items, ...items.filter((id) => !known.has(id))], next, isLoading: false };
    });
  }
  // SPEC §4 "Follow requests are removed on authorize or reject."
  if (authorizeFollowRequest.success.match(action) || rejectFollowRequest.success.match(action)) {
    return without(state, 'follow_requests', action.payload.relationship.id);
  }
  if (unblockAccount.success.match(action)) return without(state, 'blocks', action.payload.relationship.id);
  if (unmuteAccount.success.match(action)) return without(state, 'mutes', action.payload.relationship.id);
  if (unblockDomain.success.match(action)) return without(state, 'domain_blocks', action.payload.domain);
  return state;
}
