import type { ReportParams } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

// SPEC §4 Reports and §7 POST /api/v1/reports; Mastodon's actions/reports.js.

/** Open the report form; `statusId` (the status itself, not a boost of it) starts selected. */
export const reportOpened = createAction<{ accountId: string; statusId?: string }>('reports/OPEN');
/** Select or unselect a status; without `checked` it toggles. */
export const reportStatusToggled = createAction<{ statusId: string; checked?: boolean }>('reports/STATUS_TOGGLE');
export const reportCommentChanged = createAction<{ comment: string }>('reports/COMMENT_CHANGE');
/** Also send an anonymised copy to a remote account's server; without `forward` it toggles. */
export const reportForwardToggled = createAction<{ forward?: boolean }>('reports/FORWARD_TOGGLE');
export const reportCancelled = createAction('reports/CANCEL');
/** Send the report as it stands (nothing happens without an account or while sending). */
export const submitReport = createAction('reports/SUBMIT');
export const postReport = createAsyncActions<ReportParams, { accountId: string; reportId: string }>('reports/POST');
