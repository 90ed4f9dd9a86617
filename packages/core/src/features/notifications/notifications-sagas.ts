import type { Notification } from '@trumpet/api-client';
import type { Task } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { filterMatcher } from '../../text/filter-regex';
import type { SettingsState } from '../settings/settings-state';
import { excludeTypes, isSettingType, showsInColumn } from './exclude-types';
import {
  clearNotifications,
  expandNotifications,
  notificationAdded,
  notificationAlerted,
  notificationReceived,
  type NotificationRecord,
} from './notifications-actions';
import { settle } from '../../store/settle';

export const toNotificationRecord = (notification: Notification): NotificationRecord => ({
  id: notification.id,
  type: notification.type,
  account: notification.account.id,
  status: notification.status?.id ?? null,
  created_at: notification.created_at,
});

function* importNotifications(notifications: readonly Notification[]) {
  yield* importEntities({
    accounts: notifications.map((notification) => notification.account),
    statuses: notifications.flatMap((notification) => (notification.status ? [notification.status] : [])),
  });
}

const selectNotificationSettings = (state: RootState): SettingsState['notifications'] => state.settings.notifications;
const selectFirstId = (state: RootState): string | undefined => state.notifications.items[0]?.id;

export function* expandNotificationsSaga(action: PayloadAction<{ maxId?: string }>) {
  const { maxId } = action.payload;
  const { api } = yield* services();
  try {
    const settings = yield* select(selectNotificationSettings);
    const firstId = yield* select(selectFirstId);
    const sinceId = maxId === undefined ? firstId : undefined;
    const params = {
      exclude_types: excludeTypes(settings),
      ...(maxId !== undefined ? { max_id: maxId } : {}),
      ...(sinceId !== undefined ? { since_id: sinceId } : {}),
    };
    const page = yield* call(() => settle(api.notifications.list(params)));
    yield* importNotifications(page.items);
    yield* put(
      expandNotifications.success({
        notifications: page.items.map(toNotificationRecord),
        next: page.next,
        loadingNewer: sinceId !== undefined,
        skipped: false,
      }),
    );
  } catch (error) {
    yield* put(expandNotifications.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** One load at a time (SPEC §4): a request while one runs settles at once as skipped. */
function* watchExpand() {
  let running: Task | null = null;
  for (;;) {
    const action = yield* take(expandNotifications.request.match);
    if (running?.isRunning()) {
      yield* put(expandNotifications.success({ notifications: [], next: null, loadingNewer: false, skipped: true }));
      continue;
    }
    const task = yield* fork(expandNotificationsSaga, action);
    running = task;
  }
}

const selectFilters = (state: RootState): RootState['filters'] => state.filters;
const selectSearchIndex = (state: RootState, id: string): string => getEntity(state.statuses, id)?.search_index ?? '';

/**
 * A streamed notification, as Mastodon's updateNotifications: dropped by an irreversible filter,
 * added when the column shows its type, and alerted when its alert setting is on and, for a
 * mention, no 'notifications' filter matches (SPEC §5).
 */
export function* notificationReceivedSaga(action: PayloadAction<{ notification: Notification }>) {
  const { notification } = action.payload;
  const { now } = yield* services();
  yield* importNotifications([notification]);
  let filtered = false;
  if (notification.type === 'mention' && notification.status) {
    const filters = yield* select(selectFilters);
    const text = yield* select(selectSearchIndex, notification.status.id);
    const drop = filterMatcher(filters.filter((filter) => filter.irreversible), 'notifications', now());
    if (drop?.test(text)) return;
    filtered = filterMatcher(filters, 'notifications', now())?.test(text) ?? false;
  }
  const settings = yield* select(selectNotificationSettings);
  if (showsInColumn(settings, notification.type)) yield* put(notificationAdded({ notification: toNotificationRecord(notification) }));
  const { type } = notification;
  const alerts = isSettingType(type) ? settings.alerts[type] : true;
  const sounds = isSettingType(type) ? settings.sounds[type] : true;
  if (alerts && !filtered) yield* put(notificationAlerted({ id: notification.id, type, playSound: sounds }));
}

export function* clearNotificationsSaga() {
  const { api } = yield* services();
  try {
    yield* call([api.notifications, api.notifications.clear]);
    yield* put(clearNotifications.success());
  } catch (error) {
    yield* put(clearNotifications.fail({ request: undefined, error: toStoredError(error), skipAlert: false }));
  }
}

export function* notificationsSaga() {
  yield* fork(watchExpand);
  yield* takeEvery(notificationReceived.type, notificationReceivedSaga);
  yield* takeEvery(clearNotifications.request.type, clearNotificationsSaga);
}
