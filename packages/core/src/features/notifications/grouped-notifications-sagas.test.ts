import { HttpError, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity } from '../../store/entity-table';
import { settingChanged } from '../settings/settings-actions';
import { expandNotifications, fetchNotificationGroupAccounts, notificationReceived, notificationsScrolledTop } from './notifications-actions';
import { selectNotificationGroups, selectNotificationsNextMaxId } from './notifications-selectors';

const FAVOURITERS = ['alice', 'bob', 'carol', 'dave', 'frank'];

describe('grouped notifications against the local instance (v2)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let statusId: string;
  let favouriterIds: string[];

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    statusId = (await demo.statuses.create({ status: 'Grouped notifications, core test' })).id;
    favouriterIds = [];
    for (const username of FAVOURITERS) {
      const client = await local.signIn(username);
      await client.statuses.favourite(statusId);
      favouriterIds.push((await client.accounts.verifyCredentials()).id);
    }
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  function storeFor(): TrumpetStore {
    recorder = createActionRecorder();
    return createTrumpetStore({ api: demo, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
  }
  const expanded = () => recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);
  const favouritesOfPost = (store: TrumpetStore) =>
    selectNotificationGroups(store.getState()).filter((group) => group.type === 'favourite' && group.status?.id === statusId);

  it('reads GET /api/v2/notifications where api_versions.mastodon >= 2, importing its accounts and statuses', async () => {
    const store = storeFor();
    const grouped = jest.spyOn(demo.groupedNotifications, 'list');
    const v1 = jest.spyOn(demo.notifications, 'list');
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    expect((await done).type).toBe(expandNotifications.success.type);
    expect(store.getState().notifications.grouped).toBe(true);
    expect(v1).not.toHaveBeenCalled();
    expect(grouped).toHaveBeenCalledWith(expect.objectContaining({ grouped_types: ['favourite', 'reblog', 'follow', 'admin.sign_up'] }));
    const rows = favouritesOfPost(store);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(5);
    expect(rows[0]?.accounts.map((account) => account.id).sort()).toEqual([...favouriterIds].sort());
    // The newest favourite is the row's account; its status came through the importer.
    expect(rows[0]?.account?.id).toBe(favouriterIds[favouriterIds.length - 1]);
    expect(getEntity(store.getState().statuses, statusId)?.contentHtml).toContain('Grouped notifications');
    store.rootTask.cancel();
  });

  it('an expanded group gets every account from GET /api/v2/notifications/:group_key/accounts, newest first', async () => {
    const store = storeFor();
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    await done;
    const [row] = favouritesOfPost(store);
    const accounts = jest.spyOn(demo.groupedNotifications, 'accounts');
    const fetched = recorder.next([fetchNotificationGroupAccounts.success.type, fetchNotificationGroupAccounts.fail.type]);
    store.dispatch(fetchNotificationGroupAccounts.request({ key: row?.groupKey ?? '' }));
    expect((await fetched).type).toBe(fetchNotificationGroupAccounts.success.type);
    expect(accounts).toHaveBeenCalledWith(row?.groupKey);
    expect(favouritesOfPost(store)[0]?.accounts.map((account) => account.id)).toEqual([...favouriterIds].reverse());
    store.rootTask.cancel();
  });

  it('pages older groups from the last group’s oldest notification, and the server answers with older groups', async () => {
    const store = storeFor();
    const first = expanded();
    store.dispatch(expandNotifications.request({}));
    await first;
    const before = store.getState().notifications.items.length;
    const maxId = selectNotificationsNextMaxId(store.getState());
    const last = store.getState().notifications.items[before - 1];
    expect(maxId).toBe(last?.group?.pageMinId);
    const list = jest.spyOn(demo.groupedNotifications, 'list');
    const second = expanded();
    store.dispatch(expandNotifications.request({ maxId: maxId ?? undefined }));
    await second;
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ max_id: maxId }));
    const items = store.getState().notifications.items;
    expect(items.length).toBeGreaterThan(before);
    // Each group once.
    const keys = items.map((item) => item.group?.key);
    expect(new Set(keys).size).toBe(keys.length);
    store.rootTask.cancel();
  });

  it('falls back to the v1 list, grouped by the column, where the server has no v2 notifications (404)', async () => {
    const missing = new HttpError({ status: 404, statusText: 'Not Found', endpoint: '/api/v2/notifications', body: { error: 'Not Found' }, rateLimit: null });
    const grouped = jest.spyOn(demo.groupedNotifications, 'list').mockRejectedValue(missing);
    const v1 = jest.spyOn(demo.notifications, 'list');
    const store = storeFor();
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    await done;
    expect(store.getState().notifications.grouped).toBe(false);
    expect(grouped).toHaveBeenCalledTimes(1);
    expect(v1).toHaveBeenCalledTimes(1);
    // The list holds each favourite; the column shows them as one row.
    const items = store.getState().notifications.items.filter((item) => item.type === 'favourite' && item.status === statusId);
    expect(items).toHaveLength(5);
    const rows = favouritesOfPost(store);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(5);
    expect(rows[0]?.accounts.map((account) => account.id)).toEqual([...favouriterIds].reverse());
    store.rootTask.cancel();
  });

  it('the Mentions quick filter excludes every other type from the grouped list too', async () => {
    const store = storeFor();
    store.dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: 'mention' }));
    const list = jest.spyOn(demo.groupedNotifications, 'list');
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    await done;
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ exclude_types: ['follow', 'follow_request', 'favourite', 'reblog', 'poll', 'status', 'update'] }));
    const types = new Set(selectNotificationGroups(store.getState()).map((group) => group.type));
    expect(types).toEqual(new Set(['mention']));
    store.rootTask.cancel();
  });

  it('a streamed favourite joins its group: the group moves to the top with one more and its account first', async () => {
    const store = storeFor();
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    await done;
    store.dispatch(notificationsScrolledTop({ top: true }));
    // A newer notification on top first, so that joining moves the group.
    const dave = await local.signIn('dave');
    await dave.accounts.follow((await demo.accounts.verifyCredentials()).id);
    const [follow] = (await demo.notifications.list({ types: ['follow'], limit: 1 })).items;
    if (!follow) throw new Error('no follow notification');
    store.dispatch(notificationReceived({ notification: follow }));
    expect(selectNotificationGroups(store.getState())[0]?.type).toBe('follow');
    const grace = await local.signIn('grace');
    await grace.statuses.favourite(statusId);
    const graceId = (await grace.accounts.verifyCredentials()).id;
    const [notification] = (await demo.notifications.list({ types: ['favourite'], limit: 1 })).items;
    if (!notification) throw new Error('no favourite notification');
    expect(notification.account.id).toBe(graceId);
    store.dispatch(notificationReceived({ notification }));
    const rows = favouritesOfPost(store);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(6);
    expect(rows[0]?.accounts[0]?.id).toBe(graceId);
    expect(selectNotificationGroups(store.getState())[0]?.groupKey).toBe(notification.group_key);
    // The server agrees: one group of six.
    const results = await demo.groupedNotifications.list({ types: ['favourite'], grouped_types: ['favourite'] });
    const group = results.notification_groups.find((entry) => entry.group_key === notification.group_key);
    expect(group?.notifications_count).toBe(6);
    store.rootTask.cancel();
  });
});
