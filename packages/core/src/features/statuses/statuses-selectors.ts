import { createSelector } from 'reselect';
import type { AccountRecord, PollRecord, StatusRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';

/** A status record joined with its author's record. */
export type StatusRecordWithAccount = Omit<StatusRecord, 'account'> & { account: AccountRecord | null };

/**
 * A status joined with its account record and, for a boost, the boosted status joined likewise;
 * `quoted` is the status the shown one (the boosted one for a boost) quotes, when it is in the store.
 */
export interface StatusWithAccount extends Omit<StatusRecord, 'account' | 'reblog'> {
  account: AccountRecord | null;
  reblog: StatusRecordWithAccount | null;
  quoted: StatusRecordWithAccount | null;
}

function selectorFor(id: string) {
  const status = (state: RootState) => getEntity(state.statuses, id);
  const account = (state: RootState) => {
    const accountId = getEntity(state.statuses, id)?.account;
    return accountId === undefined ? undefined : getEntity(state.accounts, accountId);
  };
  const reblog = (state: RootState) => {
    const reblogId = getEntity(state.statuses, id)?.reblog;
    return reblogId ? getEntity(state.statuses, reblogId) : undefined;
  };
  const reblogAccount = (state: RootState) => {
    const reblogId = getEntity(state.statuses, id)?.reblog;
    const accountId = reblogId ? getEntity(state.statuses, reblogId)?.account : undefined;
    return accountId === undefined ? undefined : getEntity(state.accounts, accountId);
  };
  const quotedId = (state: RootState): string | null | undefined => {
    const record = getEntity(state.statuses, id);
    const shown = record?.reblog ? getEntity(state.statuses, record.reblog) : record;
    return shown?.quote?.quoted_status_id;
  };
  const quoted = (state: RootState) => {
    const quotedStatusId = quotedId(state);
    return quotedStatusId ? getEntity(state.statuses, quotedStatusId) : undefined;
  };
  const quotedAccount = (state: RootState) => {
    const accountId = quoted(state)?.account;
    return accountId === undefined ? undefined : getEntity(state.accounts, accountId);
  };
  return createSelector(
    [status, account, reblog, reblogAccount, quoted, quotedAccount],
    (record, author, boosted, boostedAuthor, quotedRecord, quotedAuthor): StatusWithAccount | null =>
      record
        ? {
            ...record,
            account: author ?? null,
            reblog: boosted ? { ...boosted, account: boostedAuthor ?? null } : null,
            quoted: quotedRecord ? { ...quotedRecord, account: quotedAuthor ?? null } : null,
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

/** The stored record of a status (ids for account, reblog and poll), or null when not loaded. */
export const selectStatusRecord = (state: RootState, id: string): StatusRecord | null => getEntity(state.statuses, id) ?? null;

/** A poll by id, or null when not loaded. */
export const selectPoll = (state: RootState, id: string): PollRecord | null => getEntity(state.polls, id) ?? null;
