import { createRestClient, type Relationship } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { blockAccount, muteAccount } from '../relationships/relationships-actions';
import { settingChanged } from '../settings/settings-actions';
import { excludeTypes } from './exclude-types';
import {
  clearNotifications,
  expandNotifications,
  notificationAdded,
  notificationsScrolledTop,
  type NotificationRecord,
} from './notifications-actions';
import { selectNotification, selectUnreadNotifications } from './notifications-selectors';
import { MAX_PENDING_NOTIFICATIONS } from './notifications-slice';

// No server is reached: these tests dispatch the results sagas would put.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
beforeEach(() => {
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => store.rootTask.cancel());

const record = (id: number, account = 'a1'): NotificationRecord => ({
  id: String(id),
  type: 'favourite',
  account,
  status: null,
  created_at: '2026-01-01T00:00:00.000Z',
});
const state = () => store.getState().notifications;
const ids = () => state().items.map((item) => item.id);
const loaded = (records: NotificationRecord[], next: string | null = 'next', loadingNewer = false) =>
  store.dispatch(expandNotifications.success({ notifications: records, next, loadingNewer, skipped: false }));
const relationship = (id: string, muting_notifications: boolean): Relationship => ({
  id, following: false, showing_reblogs: false, notifying: false, followed_by: false, blocking: true, blocked_by: false,
  muting: true, muting_notifications, muting_expires_at: null, requested: false, requested_by: false, domain_blocking: false,
  endorsed: false, note: '',
});

describe('loading pages', () => {
  it('merges newer pages above and older pages below, and hasMore follows the next link', () => {
    loaded([record(30), record(29)]);
    loaded([record(32), record(31)], null, true);
    expect(ids()).toEqual(['32', '31', '30', '29']);
    expect(state().hasMore).toBe(true);
    loaded([record(28), record(27)], null);
    expect(ids()).toEqual(['32', '31', '30', '29', '28', '27']);
    expect(state().hasMore).toBe(false);
  });

  it('is loading from request until success or fail, and a skipped success leaves the running load alone', () => {
    store.dispatch(expandNotifications.request({}));
    expect(state().isLoading).toBe(true);
    store.dispatch(expandNotifications.success({ notifications: [], next: null, loadingNewer: false, skipped: true }));
    expect(state().isLoading).toBe(true);
    expect(state().hasMore).toBe(true);
    store.dispatch(expandNotifications.fail({ request: {}, error: { kind: 'unexpected', message: 'x', status: null }, skipAlert: false }));
    expect(state().isLoading).toBe(false);
  });
});

describe('a new notification (SPEC §4, §9)', () => {
  it('away from the top waits, counted as unread, and goes on top when the reader is back at the top', () => {
    loaded([record(1)]);
    store.dispatch(notificationAdded({ notification: record(2) }));
    expect(ids()).toEqual(['1']);
    expect(selectUnreadNotifications(store.getState())).toBe(1);
    expect(selectNotification(store.getState(), '2')?.type).toBe('favourite');
    store.dispatch(notificationsScrolledTop({ top: true }));
    expect(ids()).toEqual(['2', '1']);
    expect(state().pending).toEqual([]);
    expect(state().unread).toBe(0);
  });

  it('is not added twice', () => {
    store.dispatch(notificationAdded({ notification: record(2) }));
    store.dispatch(notificationAdded({ notification: record(2) }));
    store.dispatch(notificationsScrolledTop({ top: true }));
    store.dispatch(notificationAdded({ notification: record(2) }));
    expect(ids()).toEqual(['2']);
  });

  it('keeps at most 40 waiting; past that the list starts again from them and loads older ones on scroll', () => {
    loaded([record(1)], null);
    for (let id = 2; id <= 46; id += 1) store.dispatch(notificationAdded({ notification: record(id) }));
    expect(state().pending).toHaveLength(MAX_PENDING_NOTIFICATIONS);
    expect(state().unread).toBe(45);
    store.dispatch(notificationsScrolledTop({ top: true }));
    expect(ids()).toHaveLength(40);
    expect(ids()[0]).toBe('46');
    expect(ids()).not.toContain('1');
    expect(state().hasMore).toBe(true);
  });

  it('waiting ones leave with a blocked account, and with clearing', () => {
    store.dispatch(notificationAdded({ notification: record(2, 'a1') }));
    store.dispatch(notificationAdded({ notification: record(3, 'a2') }));
    store.dispatch(blockAccount.success({ relationship: relationship('a1', false), statusIds: [] }));
    expect(state().pending.map((item) => item.id)).toEqual(['3']);
    store.dispatch(clearNotifications.success());
    expect(state().pending).toEqual([]);
  });

  it('at the top, resets unread and cuts more than 40 items to 20 first', () => {
    store.dispatch(notificationAdded({ notification: record(100) }));
    store.dispatch(notificationsScrolledTop({ top: true }));
    expect(state().unread).toBe(0);
    loaded(Array.from({ length: 40 }, (_, index) => record(99 - index)), 'next', true);
    expect(ids()).toHaveLength(41);
    store.dispatch(notificationAdded({ notification: record(200) }));
    expect(ids()).toHaveLength(21);
    expect(ids().slice(0, 3)).toEqual(['200', '100', '99']);
    expect(state().unread).toBe(0);
  });

  it('with exactly 40 items at the top, nothing is cut', () => {
    store.dispatch(notificationsScrolledTop({ top: true }));
    loaded(Array.from({ length: 40 }, (_, index) => record(99 - index)));
    store.dispatch(notificationAdded({ notification: record(200) }));
    expect(ids()).toHaveLength(41);
  });

  it('scrolling away from the top keeps the unread count', () => {
    store.dispatch(notificationAdded({ notification: record(1) }));
    store.dispatch(notificationsScrolledTop({ top: false }));
    expect(state().unread).toBe(1);
  });
});

describe('clearing, blocks and mutes', () => {
  it('clearing empties the list and sets hasMore false', () => {
    loaded([record(2), record(1)]);
    store.dispatch(clearNotifications.success());
    expect(state().items).toEqual([]);
    expect(state().hasMore).toBe(false);
  });

  it('a block removes the account’s notifications', () => {
    loaded([record(3, 'a1'), record(2, 'a2'), record(1, 'a1')]);
    store.dispatch(blockAccount.success({ relationship: relationship('a1', false), statusIds: [] }));
    expect(ids()).toEqual(['2']);
  });

  it('a mute removes them only with notifications muted', () => {
    loaded([record(3, 'a1'), record(2, 'a2')]);
    store.dispatch(muteAccount.success({ relationship: relationship('a1', false), statusIds: [] }));
    expect(ids()).toEqual(['3', '2']);
    store.dispatch(muteAccount.success({ relationship: relationship('a1', true), statusIds: [] }));
    expect(ids()).toEqual(['2']);
  });
});

describe('exclude_types from the quick filter (Mastodon excludeTypesFromSettings / excludeTypesFromFilter)', () => {
  const exclude = () => excludeTypes(store.getState().settings.notifications);
  it.each([
    ['follow', ['follow_request', 'favourite', 'reblog', 'mention', 'poll', 'status', 'update']],
    ['favourite', ['follow', 'follow_request', 'reblog', 'mention', 'poll', 'status', 'update']],
    ['reblog', ['follow', 'follow_request', 'favourite', 'mention', 'poll', 'status', 'update']],
    ['mention', ['follow', 'follow_request', 'favourite', 'reblog', 'poll', 'status', 'update']],
    ['poll', ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'status', 'update']],
    ['all', []],
  ])('active %s excludes %j', (active, expected) => {
    store.dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: active }));
    expect(exclude()).toEqual(expected);
  });

  it('on all, excludes the types the column does not show; on one type, ignores shows', () => {
    store.dispatch(settingChanged({ path: ['notifications', 'shows', 'reblog'], value: false }));
    store.dispatch(settingChanged({ path: ['notifications', 'shows', 'poll'], value: false }));
    expect(exclude()).toEqual(['reblog', 'poll']);
    store.dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: 'reblog' }));
    expect(exclude()).toEqual(['follow', 'follow_request', 'favourite', 'mention', 'poll', 'status', 'update']);
  });
});
