import type { StatusEditRecord } from '../../importer/status-edit';
import type { StoredError } from '../../store/actions';

/** The edit history on screen (one at a time, in a modal): its revisions newest first. */
export interface StatusHistoryState {
  statusId: string | null;
  items: StatusEditRecord[];
  isLoading: boolean;
  error: StoredError | null;
}

export const initialStatusHistory: StatusHistoryState = { statusId: null, items: [], isLoading: false, error: null };
