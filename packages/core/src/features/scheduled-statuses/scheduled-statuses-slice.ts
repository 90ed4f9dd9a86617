import type { ScheduledStatus } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { composeScheduled } from '../compose/compose-extras-actions';
import { cancelScheduledStatus, fetchScheduledStatuses, rescheduleStatus } from './scheduled-statuses-actions';
import { initialScheduledStatuses, type ScheduledStatusesState } from './scheduled-statuses-state';

const byTime = (a: ScheduledStatus, b: ScheduledStatus): number => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id.localeCompare(b.id);

/** `item` in place of the one with its id (or added), the list kept soonest first. */
const upsert = (items: readonly ScheduledStatus[], item: ScheduledStatus): ScheduledStatus[] =>
  [...items.filter((other) => other.id !== item.id), item].sort(byTime);

const settle = (pending: readonly string[], id: string): string[] => pending.filter((other) => other !== id);

export function scheduledStatusesReducer(state: ScheduledStatusesState = initialScheduledStatuses, action: UnknownAction): ScheduledStatusesState {
  if (fetchScheduledStatuses.request.match(action)) return { ...state, isLoading: true, error: null };
  if (fetchScheduledStatuses.success.match(action)) return { ...state, items: [...action.payload.items].sort(byTime), isLoading: false, loaded: true };
  if (fetchScheduledStatuses.fail.match(action)) return { ...state, isLoading: false, error: action.payload.error };
  if (composeScheduled.match(action)) return { ...state, items: upsert(state.items, action.payload.scheduledStatus) };
  if (cancelScheduledStatus.request.match(action) || rescheduleStatus.request.match(action)) {
    return { ...state, pending: [...settle(state.pending, action.payload.id), action.payload.id] };
  }
  if (cancelScheduledStatus.success.match(action)) {
    const { id } = action.payload;
    return { ...state, items: state.items.filter((item) => item.id !== id), pending: settle(state.pending, id) };
  }
  if (rescheduleStatus.success.match(action)) {
    const { scheduledStatus } = action.payload;
    return { ...state, items: upsert(state.items, scheduledStatus), pending: settle(state.pending, scheduledStatus.id) };
  }
  if (cancelScheduledStatus.fail.match(action) || rescheduleStatus.fail.match(action)) {
    return { ...state, pending: settle(state.pending, action.payload.request.id) };
  }
  return state;
}
