import type { RootState } from '../../store/root-reducer';
import type { OfflineColumn } from './offline-state';

/** When the statuses a timeline shows were saved, while it shows them offline; null when it is live. */
export const selectOfflineSnapshot = (state: RootState, timeline: OfflineColumn): string | null => state.offline.snapshots[timeline] ?? null;

/** Whether the last post could not reach the server and waits for the network to be sent again. */
export const selectPostWaiting = (state: RootState): boolean => state.offline.postWaiting;
