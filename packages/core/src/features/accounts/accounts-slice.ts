import type { UnknownAction } from 'redux';
import { importedEntitiesReducer } from '../../importer/imported-entities-reducer';
import type { AccountRecord } from '../../importer/records';
import { hasEntity, updateEntity, type EntityTable } from '../../store/entity-table';
import { followAccount, unfollowAccount } from '../relationships/relationships-actions';

export type AccountsState = EntityTable<AccountRecord>;

const importedAccountsReducer = importedEntitiesReducer('accounts');

// Follower counts live on the account records (not in a separate accountsCounters slice as in
// Mastodon): a re-import brings the server's count anyway, and readers get one record.
// SPEC §4 "Follow": counts rise by 1 unless already following, and fall by 1 but never below 0.
function followerCountsReducer(state: AccountsState, action: UnknownAction): AccountsState {
  if (followAccount.success.match(action)) {
    const { relationship, alreadyFollowing } = action.payload;
    if (alreadyFollowing || !relationship.following || !hasEntity(state, relationship.id)) return state;
    return updateEntity(state, relationship.id, (account) => ({ ...account, followers_count: account.followers_count + 1 }));
  }
  if (unfollowAccount.success.match(action)) {
    const { relationship, wasFollowing } = action.payload;
    if (!wasFollowing) return state;
    return updateEntity(state, relationship.id, (account) => ({ ...account, followers_count: Math.max(0, account.followers_count - 1) }));
  }
  return state;
}

export const accountsReducer = (state: AccountsState | undefined, action: UnknownAction): AccountsState =>
  followerCountsReducer(importedAccountsReducer(state, action), action);
