import { createSelector } from 'reselect';
import type { AccountRecord, StatusRecord } from '../../importer/records';
import type { RootState } from '../../store/root-reducer';

/** A status joined with its account record and, for a boost, the boosted status joined likewise. */
export interface StatusWithAccount extends Omit<StatusRecord, 'account' | 'reblog'> {
  account: AccountRecord | null;
  reblog: (Omit<StatusRecord, 'account'> & { account: AccountRecord | null }) | null;
}

function selectorFor(id: string) {
  const status = (state: RootState) => state.statuses[id];
  const account = (state: RootState) => {
    const accountId = state.statuses[id]?.account;
    return accountId === undefined ? undefined : state.accounts[accountId];
  };
  const reblog = (state: RootState) => {
    const reblogId = state.statuses[id]?.reblog;
    return reblogId ? state.statuses[reblogId] : undefined;
  };
  const reblogAccount = (state: RootState) => {
    const reblogId = state.statuses[id]?.reblog;
    const accountId = reblogId ? state.statuses[reblogId]?.account : undefined;
    return accountId === undefined ? undefined : state.accounts[accountId];
  };
  return createSelector([status, account, reblog, reblogAccount], (record, author, boosted, boostedAuthor): StatusWithAccount | null =>
    record
      ? {
          ...record,
          account: author ?? null,
          reblog: boosted ? { ...boosted, account: boostedAuthor ?? null } : null,
        }
      : null,
  );
}

// Bounded like the store itself: a long session must not keep a selector for every status it saw.
const MAX_SELECTORS = 2000;
const selectors = new Map<string, ReturnType<typeof selectorFor>>();

/** `selectStatus(state, id)` (Mastodon's makeGetStatus): memoised per id; null when not loaded. */
export function selectStatus(state: RootState, id: string): StatusWithAccount | null {
  let selector = selectors.get(id);
  if (selector) {
    selectors.delete(id);
  } else {
    selector = selectorFor(id);
    if (selectors.size >= MAX_SELECTORS) {
      const oldest = selectors.keys().next();
      if (!oldest.done) selectors.delete(oldest.value);
    }
  }
  selectors.set(id, selector);
  return selector(state);
}

/** How many per-status selectors are kept (for tests of the bound). */
export const statusSelectorCount = (): number => selectors.size;
