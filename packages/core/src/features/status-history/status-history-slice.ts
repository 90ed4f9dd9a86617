import type { UnknownAction } from 'redux';
import { fetchStatusHistory, statusHistoryClosed } from './status-history-actions';
import { initialStatusHistory, type StatusHistoryState } from './status-history-state';

export function statusHistoryReducer(state: StatusHistoryState = initialStatusHistory, action: UnknownAction): StatusHistoryState {
  if (fetchStatusHistory.request.match(action)) return { statusId: action.payload.statusId, items: [], isLoading: true, error: null };
  if (fetchStatusHistory.success.match(action)) {
    return action.payload.statusId === state.statusId ? { ...state, items: action.payload.items, isLoading: false } : state;
  }
  if (fetchStatusHistory.fail.match(action)) {
    return action.payload.request.statusId === state.statusId ? { ...state, isLoading: false, error: action.payload.error } : state;
  }
  if (statusHistoryClosed.match(action)) return initialStatusHistory;
  return state;
}
