import { createSelector } from 'reselect';
import type { AccountRecord } from '../../importer/records';
import { entityValues, getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';

/** An account with the record of the account it moved to (Mastodon's makeGetAccount). */
export interface AccountWithMoved extends AccountRecord {
  movedAccount: AccountRecord | null;
}

const accountById = (state: RootState, id: string): AccountRecord | undefined => getEntity(state.accounts, id);
const movedAccountOf = (state: RootState, id: string): AccountRecord | undefined => {
  const moved = getEntity(state.accounts, id)?.moved;
  return moved ? getEntity(state.accounts, moved) : undefined;
};

/** `selectAccount(state, id)`: the account and its moved-to record, or null when not loaded. */
export const selectAccount = createSelector(
  [accountById, movedAccountOf],
  (account, moved): AccountWithMoved | null => (account ? { ...account, movedAccount: moved ?? null } : null),
);

/** The ids of the statuses in the store posted or boosted by an account (SPEC §4: passed on unfollow, block and mute). */
export const selectAccountStatusIds = createSelector(
  [(state: RootState) => state.statuses, (_state: RootState, accountId: string) => accountId],
  (statuses, accountId): string[] =>
    entityValues(statuses)
      .filter((status) => status.account === accountId)
      .map((status) => status.id),
);

/** The stored record of an account, or null when not loaded. */
export const selectAccountRecord = (state: RootState, id: string): AccountRecord | null => getEntity(state.accounts, id) ?? null;
