import { HttpError, type Notification, type NotificationsParams } from '@trumpet/api-client';
import type { Task } from 'redux-saga';
import { call, fork, put, select, spawn, take, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { statusFilterVerdict } from '../filters/status-filter';
import type { SettingsState } from '../settings/settings-state';
import { excludeTypes, isSettingType, showsInColumn } from './exclude-types';
import {
  clearNotifications,
  expandNotifications,
  notificationAdded,
  notificationAlerted,
  notificationReceived,
  notificationsGroupingDetected,
  type NotificationRecord,
  fetchNotificationGroupAccounts,
} from './notifications-actions';
import { GROUPABLE_NOTIFICATION_TYPES, toGroupedRecord } from './notification-groups';
import { settle } from '../../store/settle';
import { isOfflineError, keepNotificationsSnapshot, showNotificationsSnapshot } from '../offline/offline-sagas';

export const toNotificationRecord = (notification: Notification): NotificationRecord => ({
  id: notification.id,
  type: notification.type,
  account: notification.account.id,
  status: notification.status?.id ?? null,
  created_at: notification.created_at,
});

/** A streamed notification on a server that groups: a group of one, under the server's key. */
const toGroupOfOne = (notification: Notification): NotificationRecord => ({
  ...toNotificationRecord(notification),
  group: { key: notification.group_key, count: 1, accounts: [notification.account.id], pageMinId: notification.id },
});

const selectGrouped = (state: RootState): boolean | null => state.notifications.grouped;

/**
 * Whether the server groups notifications (v2, Mastodon 4.3+): known after the first load. That load
 * asks v2 at once rather than the instance first, so the column's first request waits for nothing;
 * a server without the endpoint answers 404 (or 405/410/501), and the v1 list is grouped by the column.
 */
function* fetchFirstPage(params: NotificationsParams) {
  try {
    const page = yield* fetchGroupedPage(params);
    yield* put(notificationsGroupingDetected({ grouped: true }));
    return page;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.endpointMissing) throw error;
    yield* put(notificationsGroupingDetected({ grouped: false }));
    return yield* fetchPage(params);
  }
}

/** GET /api/v2/notifications: the groups, their accounts and statuses imported through the importer. */
function* fetchGroupedPage(params: NotificationsParams) {
  const { api } = yield* services();
  const page = yield* call(() =>
    settle(api.groupedNotifications.list({ ...params, grouped_types: GROUPABLE_NOTIFICATION_TYPES, expand_accounts: 'full' })),
  );
  yield* importEntities({ accounts: page.accounts, statuses: page.statuses });
  return { records: page.notification_groups.map(toGroupedRecord), next: page.next, accounts: page.accounts, statuses: page.statuses };
}

function* fetchPage(params: NotificationsParams) {
  const { api } = yield* services();
  const page = yield* call(() => settle(api.notifications.list(params)));
  yield* importNotifications(page.items);
  return {
    records: page.items.map(toNotificationRecord),
    next: page.next,
    accounts: page.items.map((notification) => notification.account),
    statuses: page.items.flatMap((notification) => (notification.status ? [notification.status] : [])),
  };
}

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
  try {
    const settings = yield* select(selectNotificationSettings);
    const firstId = yield* select(selectFirstId);
    const sinceId = maxId === undefined ? firstId : undefined;
    const params: NotificationsParams = {
      exclude_types: excludeTypes(settings),
      ...(maxId !== undefined ? { max_id: maxId } : {}),
      ...(sinceId !== undefined ? { since_id: sinceId } : {}),
    };
    const grouped = yield* select(selectGrouped);
    const page = grouped === null ? yield* fetchFirstPage(params) : grouped ? yield* fetchGroupedPage(params) : yield* fetchPage(params);
    yield* put(
      expandNotifications.success({
        notifications: page.records,
        next: page.next,
        loadingNewer: sinceId !== undefined,
        skipped: false,
      }),
    );
    // What the column shows first is kept to read offline (issue #15): detached, so this load is done
    // (one at a time, SPEC §4) when its success is put, not when IndexedDB has written.
    if (maxId === undefined && sinceId === undefined) yield* spawn(keepNotificationsSnapshot, page.records, page.accounts, page.statuses, (yield* select(selectGrouped)) === true);
  } catch (error) {
    const stored = toStoredError(error);
    // Unreachable on a first load: what was kept from the last one, read-only.
    if (maxId === undefined && (yield* select(selectFirstId)) === undefined && isOfflineError(stored) && (yield* call(showNotificationsSnapshot))) return;
    yield* put(expandNotifications.fail({ request: action.payload, error: stored, skipAlert: false }));
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

const selectViewerFilters = (state: RootState) => ({ v1: state.filters, v2: state.filtersV2.filters });
const selectStatusEntity = (state: RootState, id: string) => getEntity(state.statuses, id) ?? null;

/**
 * A streamed notification, as Mastodon's updateNotifications: dropped when a filter hides its status,
 * added when the column shows its type, and alerted when its alert setting is on and, for a
 * mention, no 'notifications' filter matches (SPEC §5).
 */
export function* notificationReceivedSaga(action: PayloadAction<{ notification: Notification }>) {
  const { notification } = action.payload;
  const { now } = yield* services();
  yield* importNotifications([notification]);
  let filtered = false;
  if (notification.type === 'mention' && notification.status) {
    const filters = yield* select(selectViewerFilters);
    const status = yield* select(selectStatusEntity, notification.status.id);
    const verdict = status ? statusFilterVerdict(status, filters, 'notifications', now()) : null;
    if (verdict?.action === 'hide') return;
    filtered = verdict !== null && verdict.action !== 'show';
  }
  const settings = yield* select(selectNotificationSettings);
  const grouped = yield* select(selectGrouped);
  const record = grouped === true ? toGroupOfOne(notification) : toNotificationRecord(notification);
  if (showsInColumn(settings, notification.type)) yield* put(notificationAdded({ notification: record }));
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

/** The whole list of a group's accounts, when the server groups (a group made here from v1 has them all already). */
function* groupAccountsSaga(action: PayloadAction<{ key: string }>) {
  const request = action.payload;
  if ((yield* select(selectGrouped)) !== true) return;
  const { api } = yield* services();
  try {
    const accounts = yield* call([api.groupedNotifications, api.groupedNotifications.accounts], request.key);
    yield* importEntities({ accounts });
    yield* put(fetchNotificationGroupAccounts.success({ key: request.key, accountIds: accounts.map((account) => account.id) }));
  } catch (error) {
    yield* put(fetchNotificationGroupAccounts.fail({ request, error: toStoredError(error), skipAlert: false }));
  }
}

export function* notificationsSaga() {
  yield* fork(watchExpand);
  yield* takeEvery(fetchNotificationGroupAccounts.request.type, groupAccountsSaga);
  yield* takeEvery(notificationReceived.type, notificationReceivedSaga);
  yield* takeEvery(clearNotifications.request.type, clearNotificationsSaga);
}
