import { createSelector } from 'reselect';
import type { AccountRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';

const none: readonly string[] = [];

/** The accounts the user follows that follow `id`, as loaded (none until then). */
export const selectFamiliarFollowers = createSelector(
  [(state: RootState, id: string) => state.familiarFollowers[id] ?? none, (state: RootState) => state.accounts],
  (ids, accounts): AccountRecord[] =>
    ids.flatMap((accountId) => {
      const account = getEntity(accounts, accountId);
      return account ? [account] : [];
    }),
);
