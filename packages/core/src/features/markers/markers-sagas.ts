import { MarkerTimeline, type Markers, type SaveMarkersParams } from '@trumpet/api-client';
import { call, debounce, put, select, takeEvery } from 'typed-redux-saga';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { settle } from '../../store/settle';
import { expandNotifications, notificationAdded, notificationsScrolledTop } from '../notifications/notifications-actions';
import { fetchMarkers, flushMarkers, homeReadPositionSeen, readPositionChanged, saveMarkers, type ReadPositions } from './markers-actions';
import { supersedes } from './markers-rules';
import { MARKERS_SAVE_DELAY_MS } from './markers-state';

const selectMarkers = (state: RootState) => state.markers;
const selectNotificationsTop = (state: RootState): { top: boolean; newest: string | null } => ({
  top: state.notifications.top,
  newest: state.notifications.items[0]?.id ?? null,
});

const positionsOf = (markers: Markers): ReadPositions => {
  const positions: ReadPositions = {};
  for (const timeline of MarkerTimeline) {
    const marker = markers[timeline];
    if (marker) positions[timeline] = { lastReadId: marker.last_read_id, at: marker.updated_at };
  }
  return positions;
};

function* fetchMarkersSaga() {
  const { api } = yield* services();
  try {
    const markers = yield* call(() => settle(api.markers.fetch()));
    yield* put(fetchMarkers.success({ positions: positionsOf(markers) }));
  } catch (error) {
    yield* put(fetchMarkers.fail({ request: undefined, error: toStoredError(error), skipAlert: true }));
  }
}

/**
 * The topmost home status on screen is the reading position; it counts once the server's marker is
 * known and the feed is not still on its way to the restored one (the feed starts at its top).
 */
function* homeSeen(action: ReturnType<typeof homeReadPositionSeen>) {
  const { fetched, homeRestore, positions } = yield* select(selectMarkers);
  const { statusId } = action.payload;
  if (!fetched || homeRestore !== null || positions.home?.lastReadId === statusId) return;
  const { now } = yield* services();
  yield* put(readPositionChanged({ timeline: 'home', position: { lastReadId: statusId, at: now().toISOString() } }));
}

/** The notifications column shown at its top: the newest notification is read (Mastodon's markNotificationsAsRead). */
function* notificationsSeen() {
  const { top, newest } = yield* select(selectNotificationsTop);
  const { fetched, positions } = yield* select(selectMarkers);
  if (!top || newest === null || !fetched) return;
  const { now } = yield* services();
  const position = { lastReadId: newest, at: now().toISOString() };
  if (supersedes('notifications', position, positions.notifications)) yield* put(readPositionChanged({ timeline: 'notifications', position }));
}

/** POST /api/v1/markers with what was read here; a 409 (another client saved at the same moment) is tried once more. */
function* saveUnsaved() {
  const { unsaved } = yield* select(selectMarkers);
  const saved = { ...unsaved };
  const params: SaveMarkersParams = {};
  for (const timeline of MarkerTimeline) {
    const lastReadId = saved[timeline];
    if (lastReadId !== undefined) params[timeline] = { last_read_id: lastReadId };
  }
  if (Object.keys(params).length === 0) return;
  const { api } = yield* services();
  yield* put(saveMarkers.request({ saved }));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const markers = yield* call(() => settle(api.markers.save(params)));
      yield* put(saveMarkers.success({ saved, positions: positionsOf(markers) }));
      return;
    } catch (error) {
      const stored = toStoredError(error);
      if (stored.status === 409 && attempt < 2) continue;
      yield* put(saveMarkers.fail({ request: { saved }, error: stored, skipAlert: true }));
      return;
    }
  }
}

export function* markersSaga() {
  yield* takeEvery(fetchMarkers.request.type, fetchMarkersSaga);
  yield* takeEvery(homeReadPositionSeen.type, homeSeen);
  yield* takeEvery(
    [notificationsScrolledTop.type, expandNotifications.success.type, notificationAdded.type, fetchMarkers.success.type, fetchMarkers.fail.type],
    notificationsSeen,
  );
  yield* debounce(MARKERS_SAVE_DELAY_MS, readPositionChanged.type, saveUnsaved);
  yield* takeEvery(flushMarkers.type, saveUnsaved);
}
