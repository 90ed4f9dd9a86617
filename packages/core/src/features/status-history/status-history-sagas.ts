import { call, put, takeLatest } from 'typed-redux-saga';
import { normalizeStatusEdit } from '../../importer/status-edit';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchStatusHistory } from './status-history-actions';

/** The server lists revisions oldest first; the history shows the newest first. */
function* fetchStatusHistorySaga(action: PayloadAction<{ statusId: string }>) {
  const { statusId } = action.payload;
  const { api, sanitize } = yield* services();
  try {
    const edits = yield* call([api.statuses, api.statuses.history], statusId);
    const items = edits.map((edit) => normalizeStatusEdit(edit, sanitize)).reverse();
    yield* put(fetchStatusHistory.success({ statusId, items }));
  } catch (error) {
    yield* put(fetchStatusHistory.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* statusHistorySaga() {
  yield* takeLatest(fetchStatusHistory.request.type, fetchStatusHistorySaga);
}
