import { createSelector } from 'reselect';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { domainOf } from '../relationships/relationships-selectors';
import { accountTimeline } from '../timelines/timeline-sources';
import type { ReportsState } from './reports-slice';

export const selectReport = (state: RootState): ReportsState => state.reports;

/** Whether the report may be sent: an account, and not already sending. */
export const selectReportCanSubmit = (state: RootState): boolean => state.reports.accountId !== null && !state.reports.isSubmitting;

/** The reported account's server, for the 'Forward to {domain}' toggle; null for a local account. */
export const selectReportDomain = (state: RootState): string | null => {
  const { accountId } = state.reports;
  const acct = accountId === null ? undefined : getEntity(state.accounts, accountId)?.acct;
  return acct === undefined ? null : domainOf(acct);
};

/** The statuses the form lists: the account's recent ones with replies (loaded on open), selected ones first if not among them. */
export const selectReportStatusIds = createSelector(
  [
    (state: RootState) => state.reports.statusIds,
    (state: RootState) => (state.reports.accountId === null ? null : state.timelines[accountTimeline(state.reports.accountId, 'with_replies')]),
  ],
  (selected, timeline): string[] => {
    const recent = (timeline?.items ?? []).filter((id): id is string => id !== null);
    return [...selected.filter((id) => !recent.includes(id)), ...recent];
  },
);
