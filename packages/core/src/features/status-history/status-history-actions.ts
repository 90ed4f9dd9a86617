import type { StatusEditRecord } from '../../importer/status-edit';
import { createAction, createAsyncActions } from '../../store/actions';

/** GET /api/v1/statuses/:id/history. https://docs.joinmastodon.org/methods/statuses/#history */
export const fetchStatusHistory = createAsyncActions<{ statusId: string }, { statusId: string; items: StatusEditRecord[] }>('statusHistory/FETCH');
/** The history was closed: its revisions are let go. */
export const statusHistoryClosed = createAction('statusHistory/CLOSE');
