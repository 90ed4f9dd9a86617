import type { UnknownAction } from 'redux';
import { composeReset, postCompose } from '../compose/compose-actions';
import { isOfflineError } from './offline-error';
import { expandNotifications } from '../notifications/notifications-actions';
import { expandTimeline } from '../timelines/timelines-actions';
import { offlineSnapshotShown } from './offline-actions';
import { initialOffline, type OfflineColumn, type OfflineState } from './offline-state';

/** The server answered for the column again: what it shows is live. */
function live(state: OfflineState, column: OfflineColumn): OfflineState {
  if (state.snapshots[column] === undefined) return state;
  const snapshots = { ...state.snapshots };
  delete snapshots[column];
  return { ...state, snapshots };
}

export function offlineReducer(state: OfflineState = initialOffline, action: UnknownAction): OfflineState {
  if (offlineSnapshotShown.match(action)) {
    const { timeline, savedAt } = action.payload;
    return { ...state, snapshots: { ...state.snapshots, [timeline]: savedAt } };
  }
  // The server answered for the timeline again: what it shows is live.
  if (expandTimeline.success.match(action) && !action.payload.skipped) return live(state, action.payload.timeline);
  if (expandNotifications.success.match(action) && !action.payload.skipped) return live(state, 'notifications');
  if (postCompose.fail.match(action)) return { ...state, postWaiting: isOfflineError(action.payload.error) };
  if ((postCompose.success.match(action) || composeReset.match(action)) && state.postWaiting) return { ...state, postWaiting: false };
  return state;
}
