import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { expandNotifications, notificationAdded, notificationsScrolledTop, type NotificationRecord } from './notifications-actions';
import { selectNotificationGroups, selectNotificationsNextMaxId } from './notifications-selectors';

// No server is reached: these tests dispatch the results sagas would put.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
beforeEach(() => {
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => store.rootTask.cancel());

const group = (id: number, key: string, count: number, accounts: string[], pageMinId = String(id)): NotificationRecord => ({
  id: String(id), type: 'favourite', account: accounts[0] ?? '', status: 's1', created_at: '2026-01-01T00:00:00.000Z',
  group: { key, count, accounts, pageMinId },
});
const one = (id: number, key: string, account: string): NotificationRecord => group(id, key, 1, [account]);
const state = () => store.getState().notifications;
const rows = () => state().items.map((item) => [item.id, item.group?.key, item.group?.count, item.group?.accounts]);
const loaded = (records: NotificationRecord[], loadingNewer = false) =>
  store.dispatch(expandNotifications.success({ notifications: records, next: 'next', loadingNewer, skipped: false }));

describe('grouped notifications in the list', () => {
  it('a page bringing a group again (it grew) replaces the group where it was', () => {
    loaded([group(30, 'f', 2, ['b', 'a'], '20'), group(25, 'g', 1, ['c'])]);
    loaded([group(40, 'f', 3, ['d', 'b', 'a'], '20')], true);
    expect(rows()).toEqual([['40', 'f', 3, ['d', 'b', 'a']], ['25', 'g', 1, ['c']]]);
  });

  it('at the top, a streamed member moves its group to the top with one more', () => {
    loaded([group(30, 'g', 1, ['c']), group(20, 'f', 2, ['b', 'a'], '10')]);
    store.dispatch(notificationsScrolledTop({ top: true }));
    store.dispatch(notificationAdded({ notification: one(50, 'f', 'e') }));
    expect(rows()).toEqual([['50', 'f', 3, ['e', 'b', 'a']], ['30', 'g', 1, ['c']]]);
    expect(state().unread).toBe(0);
    // The next older page still starts below the group's oldest.
    expect(selectNotificationsNextMaxId(store.getState())).toBe('30');
  });

  it('away from the top, the grown group waits and replaces the listed one when the reader goes back up', () => {
    loaded([group(30, 'g', 1, ['c']), group(20, 'f', 2, ['b', 'a'], '10')]);
    store.dispatch(notificationsScrolledTop({ top: false }));
    store.dispatch(notificationAdded({ notification: one(50, 'f', 'e') }));
    store.dispatch(notificationAdded({ notification: one(60, 'f', 'h') }));
    // The list being read does not move.
    expect(rows()).toEqual([['30', 'g', 1, ['c']], ['20', 'f', 2, ['b', 'a']]]);
    expect(state().pending.map((item) => [item.id, item.group?.count])).toEqual([['60', 4]]);
    expect(state().unread).toBe(2);
    store.dispatch(notificationsScrolledTop({ top: true }));
    expect(rows()).toEqual([['60', 'f', 4, ['h', 'e', 'b', 'a']], ['30', 'g', 1, ['c']]]);
  });

  it('without server groups (v1), the selector groups the list by Mastodon’s rule and the next page starts at the last notification', () => {
    const v1 = (id: number, type: NotificationRecord['type'], account: string, status: string | null): NotificationRecord => ({
      id: String(id), type, account, status, created_at: '2026-01-01T00:00:00.000Z',
    });
    loaded([v1(5, 'favourite', 'c', 's1'), v1(4, 'mention', 'x', 's2'), v1(3, 'favourite', 'b', 's1'), v1(2, 'follow', 'd', null), v1(1, 'favourite', 'a', 's1')]);
    const groups = selectNotificationGroups(store.getState());
    expect(groups.map((view) => [view.id, view.type, view.count])).toEqual([['5', 'favourite', 3], ['4', 'mention', 1], ['2', 'follow', 1]]);
    expect(selectNotificationsNextMaxId(store.getState())).toBe('1');
  });
});
