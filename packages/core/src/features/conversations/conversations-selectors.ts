import { createSelector } from 'reselect';
import type { AccountRecord, StatusRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';

/** A conversation joined with its accounts and last status (with that status's account). */
export interface ConversationView {
  id: string;
  unread: boolean;
  /** The other participants that are in the store. */
  accounts: AccountRecord[];
  lastStatus: (StatusRecord & { accountRecord: AccountRecord | null }) | null;
}

/** Mastodon features/direct_timeline conversation containers: newest first, as stored. */
export const selectConversations = createSelector(
  [(state: RootState) => state.conversations.items, (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (items, accounts, statuses): ConversationView[] =>
    items.map((item) => {
      const status = item.last_status === null ? undefined : getEntity(statuses, item.last_status);
      return {
        id: item.id,
        unread: item.unread,
        accounts: item.accounts.flatMap((id) => getEntity(accounts, id) ?? []),
        lastStatus: status ? { ...status, accountRecord: getEntity(accounts, status.account) ?? null } : null,
      };
    }),
);

export const selectConversationsLoading = (state: RootState): boolean => state.conversations.isLoading;
export const selectConversationsHasMore = (state: RootState): boolean => state.conversations.hasMore;
