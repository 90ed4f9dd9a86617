import type { Account, Status } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import { services } from '../../store/context';
import type { RootState } from '../../store/root-reducer';
import { submitCompose } from '../compose/compose-actions';
import { expandNotifications, notificationsGroupingDetected, type NotificationRecord } from '../notifications/notifications-actions';
import { expandTimeline } from '../timelines/timelines-actions';
import type { TimelineName } from '../timelines/timelines-state';
import { networkRestored, offlineSnapshotShown } from './offline-actions';
import { SNAPSHOT_LIMIT, type OfflineColumn } from './offline-state';

/** The timelines kept for reading offline (issue #15: "the last home timeline"). */
const KEPT: ReadonlySet<TimelineName> = new Set<TimelineName>(['home']);

const selectMe = (state: RootState): string | null => state.meta.me;
const selectShown = (state: RootState) => state.offline.snapshots;
const selectPostWaiting = (state: RootState): boolean => state.offline.postWaiting;

export const snapshotKey = (me: string, timeline: TimelineName): string => `${me}:${timeline}`;

export { isOfflineError } from './offline-error';

/**
 * Keeps the newest statuses of a timeline after a load from its top: a first page replaces what was
 * kept (deleted statuses go), newer statuses go before it. Bounded to SNAPSHOT_LIMIT. Never fails.
 */
export function* keepTimelineSnapshot(timeline: TimelineName, statuses: readonly Status[], newerOnly: boolean) {
  const me = yield* select(selectMe);
  if (me === null || !KEPT.has(timeline)) return;
  const { snapshots, now } = yield* services();
  try {
    const id = snapshotKey(me, timeline);
    const before = newerOnly ? yield* call([snapshots, snapshots.getSnapshot], id) : null;
    if (newerOnly && statuses.length === 0) return;
    const fresh = new Set(statuses.map((status) => status.id));
    const kept = [...statuses, ...(before?.statuses ?? []).filter((status) => !fresh.has(status.id))].slice(0, SNAPSHOT_LIMIT);
    yield* call([snapshots, snapshots.putSnapshot], { id, statuses: kept, savedAt: now().toISOString() });
  } catch {
    // A cache only: not kept this time.
  }
}

/**
 * The timeline's kept statuses, shown because the server could not be reached: imported as a load
 * of the timeline would, with `offlineSnapshotShown` for the notice. False when nothing was kept.
 */
export function* showTimelineSnapshot(timeline: TimelineName) {
  const me = yield* select(selectMe);
  if (me === null || !KEPT.has(timeline)) return false;
  const { snapshots } = yield* services();
  let snapshot = null;
  try {
    snapshot = yield* call([snapshots, snapshots.getSnapshot], snapshotKey(me, timeline));
  } catch {
    return false;
  }
  if (!snapshot || snapshot.statuses.length === 0) return false;
  yield* importEntities({ statuses: snapshot.statuses });
  yield* put(
    expandTimeline.success({ timeline, ids: snapshot.statuses.map((status) => status.id), hasNext: false, partial: false, loadingRecent: false, skipped: false }),
  );
  yield* put(offlineSnapshotShown({ timeline, savedAt: snapshot.savedAt }));
  return true;
}

export const notificationsSnapshotKey = (me: string): string => `${me}:notifications`;

/** Keeps the first page of notifications as shown, with the accounts and statuses they need. Never fails. */
export function* keepNotificationsSnapshot(records: readonly NotificationRecord[], accounts: readonly Account[], statuses: readonly Status[], grouped: boolean) {
  const me = yield* select(selectMe);
  if (me === null) return;
  const { snapshots, now } = yield* services();
  const kept = records.slice(0, SNAPSHOT_LIMIT);
  const accountIds = new Set(kept.flatMap((record) => [record.account, ...(record.group?.accounts ?? [])]));
  const statusIds = new Set(kept.flatMap((record) => (record.status ? [record.status] : [])));
  try {
    yield* call([snapshots, snapshots.putNotificationsSnapshot], {
      id: notificationsSnapshotKey(me),
      records: kept,
      accounts: accounts.filter((account) => accountIds.has(account.id)),
      statuses: statuses.filter((status) => statusIds.has(status.id)),
      grouped,
      savedAt: now().toISOString(),
    });
  } catch {
    // A cache only: not kept this time.
  }
}

/** The kept notifications, shown because the server could not be reached. False when nothing was kept. */
export function* showNotificationsSnapshot() {
  const me = yield* select(selectMe);
  if (me === null) return false;
  const { snapshots } = yield* services();
  let snapshot = null;
  try {
    snapshot = yield* call([snapshots, snapshots.getNotificationsSnapshot], notificationsSnapshotKey(me));
  } catch {
    return false;
  }
  if (!snapshot || snapshot.records.length === 0) return false;
  yield* importEntities({ accounts: snapshot.accounts, statuses: snapshot.statuses });
  yield* put(notificationsGroupingDetected({ grouped: snapshot.grouped }));
  yield* put(expandNotifications.success({ notifications: snapshot.records, next: null, loadingNewer: false, skipped: false }));
  yield* put(offlineSnapshotShown({ timeline: 'notifications', savedAt: snapshot.savedAt }));
  return true;
}

/**
 * The network is back: every timeline showing its snapshot loads what is newer, and a post that could
 * not be sent goes again with the same idempotency key, so the server publishes it once.
 */
function* networkBack() {
  const shown = yield* select(selectShown);
  for (const column of Object.keys(shown) as OfflineColumn[]) {
    yield* put(column === 'notifications' ? expandNotifications.request({}) : expandTimeline.request({ timeline: column }));
  }
  if (yield* select(selectPostWaiting)) yield* put(submitCompose());
}

export function* offlineSaga() {
  yield* takeEvery(networkRestored.type, networkBack);
}
