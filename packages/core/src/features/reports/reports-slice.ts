import type { UnknownAction } from 'redux';
import {
  postReport,
  reportCancelled,
  reportCommentChanged,
  reportForwardToggled,
  reportOpened,
  reportStatusToggled,
} from './reports-actions';
import { initialReports, type ReportsState } from './reports-state';

export { initialReports, type ReportsState } from './reports-state';

const cleared = (state: ReportsState): ReportsState => ({ ...state, accountId: null, statusIds: [], comment: '', isSubmitting: false });

// SPEC §4 Reports; Mastodon's reducers/reports.js.
export function reportsReducer(state: ReportsState = initialReports, action: UnknownAction): ReportsState {
  if (reportOpened.match(action)) {
    const { accountId, statusId } = action.payload;
    // "Opening for the same account keeps selected statuses, otherwise resets."
    if (accountId !== state.accountId) {
      return { ...state, accountId, statusIds: statusId === undefined ? [] : [statusId], comment: '', isSubmitting: false };
    }
    const statusIds = statusId === undefined || state.statusIds.includes(statusId) ? state.statusIds : [...state.statusIds, statusId];
    return { ...state, statusIds, isSubmitting: false };
  }
  if (reportStatusToggled.match(action)) {
    const { statusId } = action.payload;
    const selected = state.statusIds.includes(statusId);
    const checked = action.payload.checked ?? !selected;
    if (checked === selected) return state;
    return { ...state, statusIds: checked ? [...state.statusIds, statusId] : state.statusIds.filter((id) => id !== statusId) };
  }
  if (reportCommentChanged.match(action)) return { ...state, comment: action.payload.comment };
  if (reportForwardToggled.match(action)) return { ...state, forward: action.payload.forward ?? !state.forward };
  if (postReport.request.match(action)) return { ...state, isSubmitting: true };
  if (postReport.fail.match(action)) return { ...state, isSubmitting: false };
  // "Cleared on success or cancel."
  if (postReport.success.match(action) || reportCancelled.match(action)) return cleared(state);
  return state;
}
