import type { UnknownAction } from 'redux';
import { composeReset, postCompose } from '../compose/compose-actions';
import { isOfflineError } from './offline-error';
import { expandTimeline } from '../timelines/timelines-actions';
import { offlineSnapshotShown } from './offline-actions';
import { initialOffline, type OfflineState } from './offline-state';

export function offlineReducer(state: OfflineState = initialOffline, action: UnknownAction): OfflineState {
  if (offlineSnapshotShown.match(action)) {
    const { timeline, savedAt } = action.payload;
    return { ...state, snapshots: { ...state.snapshots, [timeline]: savedAt } };
  }
  // The server answered for the timeline again: what it shows is live.
  if (expandTimeline.success.match(action) && !action.payload.skipped && state.snapshots[action.payload.timeline] !== undefined) {
    const snapshots = { ...state.snapshots };
    delete snapshots[action.payload.timeline];
    return { ...state, snapshots };
  }
  if (postCompose.fail.match(action)) return { ...state, postWaiting: isOfflineError(action.payload.error) };
  if ((postCompose.success.match(action) || composeReset.match(action)) && state.postWaiting) return { ...state, postWaiting: false };
  return state;
}
