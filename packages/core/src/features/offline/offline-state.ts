import type { TimelineName } from '../timelines/timelines-state';

/** Timelines showing what was kept from their last load, because the server could not be reached (issue #15). */
/** What can be shown from a snapshot: home, and the notifications. */
export type OfflineColumn = TimelineName | 'notifications';

export interface OfflineState {
  /** Per timeline (and the notifications column): when what it shows was saved (ISO 8601). */
  snapshots: Partial<Record<OfflineColumn, string>>;
  /** A post that could not reach the server: sent again, with its idempotency key, when the network is back. */
  postWaiting: boolean;
}

export const initialOffline: OfflineState = { snapshots: {}, postWaiting: false };

/** Statuses a timeline keeps for reading offline: the first page's worth. */
export const SNAPSHOT_LIMIT = 40;
