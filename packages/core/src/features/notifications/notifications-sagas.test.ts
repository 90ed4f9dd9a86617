import { getEntity } from '../../store/entity-table';
import type { Filter, Notification, RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { settingChanged } from '../settings/settings-actions';
import {
  clearNotifications,
  expandNotifications,
  filtersLoaded,
  notificationAdded,
  notificationAlerted,
  notificationReceived,
  notificationsGroupingDetected,
} from './notifications-actions';
import { selectNotification, selectNotifications } from './notifications-selectors';

describe('notifications against the local instance', () => {
  let local: LocalServer;
  let api: RestClient;
  let mention: Notification;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    const mentions = await api.notifications.list({ types: ['mention'] });
    const first = mentions.items[0];
    if (!first?.status) throw new Error('demo has no mention');
    mention = first;
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  /** A store reading the v1 list (as on a server without grouped notifications), unless `detect`. */
  function storeFor(client: RestClient = api, detect = false): TrumpetStore {
    recorder = createActionRecorder();
    const store = createTrumpetStore({ api: client, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    if (!detect) store.dispatch(notificationsGroupingDetected({ grouped: false }));
    return store;
  }
  const expanded = () => recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);

  it('loads notifications, importing their accounts and statuses', async () => {
    const store = storeFor();
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    expect((await done).type).toBe(expandNotifications.success.type);
    const views = selectNotifications(store.getState());
    expect(views.length).toBeGreaterThan(0);
    expect([...new Set(views.map((view) => view.type))]).toEqual(expect.arrayContaining(['follow', 'favourite', 'reblog', 'mention']));
    const items = store.getState().notifications.items;
    items.forEach((item, index) => {
      expect(views[index]?.account?.id).toBe(item.account);
      if (item.status !== null) expect(views[index]?.status?.contentHtml).toEqual(expect.any(String));
    });
    expect(items.some((item) => item.status !== null)).toBe(true);
    expect(store.getState().notifications.isLoading).toBe(false);
    store.rootTask.cancel();
  });

  it('loads newer ones with since_id of the first item, and older ones with max_id', async () => {
    const store = storeFor();
    const first = expanded();
    store.dispatch(expandNotifications.request({}));
    await first;
    const items = store.getState().notifications.items;
    const newest = items[0]?.id;
    const oldest = items[items.length - 1]?.id;
    const list = jest.spyOn(api.notifications, 'list');
    const second = expanded();
    store.dispatch(expandNotifications.request({}));
    await second;
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ since_id: newest }));
    expect(list.mock.calls[0]?.[0]).not.toHaveProperty('max_id');
    const third = expanded();
    store.dispatch(expandNotifications.request({ maxId: oldest }));
    await third;
    expect(list).toHaveBeenLastCalledWith(expect.not.objectContaining({ since_id: expect.anything() }));
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ max_id: oldest }));
    store.rootTask.cancel();
  });

  it('loads once at a time and still settles the second request', async () => {
    const store = storeFor();
    const list = jest.spyOn(api.notifications, 'list');
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    store.dispatch(expandNotifications.request({}));
    expect((await done).payload).toEqual(expect.objectContaining({ skipped: true }));
    await expanded();
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.getState().notifications.isLoading).toBe(false);
    store.rootTask.cancel();
  });

  it('sends exclude_types from the quick filter, and the server honours them', async () => {
    const store = storeFor();
    store.dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: 'mention' }));
    const list = jest.spyOn(api.notifications, 'list');
    const done = expanded();
    store.dispatch(expandNotifications.request({}));
    await done;
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ exclude_types: ['follow', 'follow_request', 'favourite', 'reblog', 'poll', 'status', 'update'] }));
    const types = new Set(store.getState().notifications.items.map((item) => item.type));
    expect(types).toEqual(new Set(['mention']));
    store.rootTask.cancel();
  });

  const filterFor = (notification: Notification): Filter => {
    const text = (notification.status?.content ?? '').replace(/<[^>]*>/g, ' ');
    const word = text.split(/\s+/).find((part) => /^[a-z]{4,}$/i.test(part));
    if (!word) throw new Error(`no word in ${text}`);
    return { id: '9', phrase: word, context: ['notifications'], whole_word: true, irreversible: false, expires_at: null };
  };

  describe('a streamed notification', () => {
    const filter = (phrase: string, context: Filter['context']): Filter => ({
      id: '1', phrase, context, whole_word: false, irreversible: false, expires_at: null,
    });
    const wordOf = (notification: Notification): string => {
      const text = (notification.status?.content ?? '').replace(/<[^>]*>/g, ' ');
      const word = text.split(/\s+/).find((part) => /^[a-z]{4,}$/i.test(part));
      if (!word) throw new Error(`no word in ${text}`);
      return word;
    };

    async function receive(store: TrumpetStore, notification: Notification) {
      const added = recorder.next([notificationAdded.type]);
      store.dispatch(notificationReceived({ notification }));
      await added;
      // Everything the saga puts happens synchronously after the import; give it one turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const alertedTypes = () => recorder.types().filter((type) => type === notificationAlerted.type);

    it('is imported, added and alerted with its sound setting', async () => {
      const store = storeFor();
      store.dispatch(settingChanged({ path: ['notifications', 'sounds', 'mention'], value: false }));
      await receive(store, mention);
      expect(selectNotification(store.getState(), mention.id)?.status?.id).toBe(mention.status?.id);
      expect(recorder.actions.find((action) => action.type === notificationAlerted.type)?.payload).toEqual({
        id: mention.id, type: 'mention', playSound: false,
      });
      store.rootTask.cancel();
    });

    it('is not alerted when its alert setting is off', async () => {
      const store = storeFor();
      store.dispatch(settingChanged({ path: ['notifications', 'alerts', 'mention'], value: false }));
      await receive(store, mention);
      expect(alertedTypes()).toEqual([]);
      store.rootTask.cancel();
    });

    it('is not alerted when a notifications filter matches the mention, but still listed', async () => {
      const store = storeFor();
      store.dispatch(filtersLoaded({ filters: [filter(wordOf(mention).toUpperCase(), ['notifications'])] }));
      await receive(store, mention);
      expect(alertedTypes()).toEqual([]);
      // Away from the top it waits (issue #17) until the reader is back at the top.
      expect(store.getState().notifications.pending[0]?.id).toBe(mention.id);
      store.rootTask.cancel();
    });

    it('is alerted when the matching filter is for another context', async () => {
      const store = storeFor();
      store.dispatch(filtersLoaded({ filters: [filter(wordOf(mention), ['home'])] }));
      await receive(store, mention);
      expect(alertedTypes()).toEqual([notificationAlerted.type]);
      store.rootTask.cancel();
    });
  });

  it('a mention matching an irreversible notifications filter is dropped: not listed, not alerted', () => {
    const store = storeFor();
    store.dispatch(filtersLoaded({ filters: [{ ...filterFor(mention), irreversible: true }] }));
    // The saga makes no calls: it has finished when dispatch returns.
    store.dispatch(notificationReceived({ notification: mention }));
    expect(getEntity(store.getState().statuses, mention.status?.id ?? '')).toBeDefined();
    expect(store.getState().notifications.items).toEqual([]);
    expect(recorder.types()).not.toContain(notificationAlerted.type);
    store.rootTask.cancel();
  });

  it('clears notifications on the server and in the store', async () => {
    const client = await local.signIn('alice');
    const before = await client.notifications.list();
    expect(before.items.length).toBeGreaterThan(0);
    const store = storeFor(client);
    const loaded = expanded();
    store.dispatch(expandNotifications.request({}));
    await loaded;
    const done = recorder.next([clearNotifications.success.type, clearNotifications.fail.type]);
    store.dispatch(clearNotifications.request());
    expect((await done).type).toBe(clearNotifications.success.type);
    expect(store.getState().notifications).toEqual(expect.objectContaining({ items: [], hasMore: false }));
    expect((await client.notifications.list()).items).toEqual([]);
    store.rootTask.cancel();
  });
});
