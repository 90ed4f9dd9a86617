/**
 * SPEC §3 "User lists … and domain blocks, each with next link and items" (Mastodon reducers/user_lists.js
 * and domain_lists.js): followers and following keyed by account id, reblogged_by and favourited_by by
 * status id; `domain_blocks` holds domains, every other list account ids.
 */
export type UserListKey =
  | `followers:${string}`
  | `following:${string}`
  | `reblogged_by:${string}`
  | `favourited_by:${string}`
  | 'follow_requests'
  | 'blocks'
  | 'mutes'
  | 'domain_blocks';

export interface UserList {
  items: string[];
  /** The Link header `next` cursor; null when there is nothing older. */
  next: string | null;
  isLoading: boolean;
}

export type UserListsState = Partial<Record<UserListKey, UserList>>;

export const initialUserList: UserList = { items: [], next: null, isLoading: false };

export const followersList = (accountId: string): UserListKey => `followers:${accountId}`;
export const followingList = (accountId: string): UserListKey => `following:${accountId}`;
export const rebloggedByList = (statusId: string): UserListKey => `reblogged_by:${statusId}`;
export const favouritedByList = (statusId: string): UserListKey => `favourited_by:${statusId}`;
