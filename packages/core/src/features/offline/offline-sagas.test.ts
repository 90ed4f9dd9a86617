import { createRestClient, NetworkError, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createMemorySnapshots, type SnapshotStorage } from '../../storage/snapshot-storage';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity } from '../../store/entity-table';
import { toStoredError } from '../../store/errors';
import { selectAlerts } from '../alerts/alerts-selectors';
import { expandTimeline } from '../timelines/timelines-actions';
import { selectTimeline } from '../timelines/timelines-selectors';
import { composeChanged, postCompose, submitCompose } from '../compose/compose-actions';
import { expandNotifications } from '../notifications/notifications-actions';
import { selectNotificationGroups } from '../notifications/notifications-selectors';
import { selectCompose } from '../compose/compose-selectors';
import { networkRestored, offlineSnapshotShown } from './offline-actions';
import { selectOfflineSnapshot, selectPostWaiting } from './offline-selectors';
import { snapshotKey } from './offline-sagas';
import { SNAPSHOT_LIMIT } from './offline-state';

// Issue #15: the last home timeline is kept, and shown read-only when the server cannot be reached.
describe('offline (issue #15): reading home, and posting', () => {
  let local: LocalServer;
  let demo: RestClient;
  let me = '';
  let token = '';
  let online = true;
  let store: TrumpetStore | null = null;
  let recorder = createActionRecorder();

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    me = (await demo.accounts.verifyCredentials()).id;
    const anonymous = createRestClient({ url: local.server.url });
    const app = await anonymous.oauth.registerApp({ client_name: 'offline tests', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    token = (await anonymous.oauth.token(app, { grant_type: 'password', username: 'demo', password: 'password', scope: 'read write' })).access_token;
  }, 60_000);
  afterEach(() => {
    store?.rootTask.cancel();
    online = true;
  });
  afterAll(() => local.close());

  /** demo's client whose requests fail as a browser's do without a network while `online` is false. */
  const switchable = (accessToken = token) =>
    createRestClient({
      url: local.server.url,
      accessToken,
      fetch: (input, init) => (online ? globalThis.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });

  function newStore(snapshots: SnapshotStorage, api: RestClient = switchable()): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me }, snapshots, middleware: [recorder.middleware] });
    return store;
  }
  async function loadHome(target: TrumpetStore) {
    const done = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
    target.dispatch(expandTimeline.request({ timeline: 'home' }));
    return done;
  }
  const homeIds = (target: TrumpetStore) => selectTimeline(target.getState(), 'home')?.items ?? [];

  /** Memory snapshots that say when the next one is written (the saga keeps them after the load's success). */
  function watchedSnapshots() {
    const inner = createMemorySnapshots();
    let wrote: (() => void) | null = null;
    const storage: SnapshotStorage = {
      ...inner,
      putSnapshot: async (snapshot) => {
        await inner.putSnapshot(snapshot);
        wrote?.();
      },
    };
    const nextWrite = () => new Promise<void>((resolve) => (wrote = resolve));
    return { storage, nextWrite };
  }

  it('keeps the first page of home and shows it, read-only, on a load that cannot reach the server', async () => {
    const { storage: snapshots, nextWrite } = watchedSnapshots();
    const first = newStore(snapshots);
    let written = nextWrite();
    expect((await loadHome(first)).type).toBe(expandTimeline.success.type);
    await written;
    const server = (await demo.timelines.home({ limit: SNAPSHOT_LIMIT })).items.map((status) => status.id);
    const kept = await snapshots.getSnapshot(snapshotKey(me, 'home'));
    expect(kept?.statuses.map((status) => status.id)).toEqual(server);
    expect(homeIds(first)).toEqual(server);

    online = false;
    const offline = newStore(snapshots);
    const shown = recorder.next([offlineSnapshotShown.type]);
    expect((await loadHome(offline)).type).toBe(expandTimeline.success.type);
    await shown;
    expect(homeIds(offline)).toEqual(server);
    expect(selectOfflineSnapshot(offline.getState(), 'home')).toBe(kept?.savedAt);
    // Imported as a load would: sanitised, with their accounts.
    const top = getEntity(offline.getState().statuses, server[0] ?? '');
    expect(top?.account).toEqual(expect.any(String));
    expect(recorder.types()).not.toContain(expandTimeline.fail.type);
    // The notice says the server is out of reach: other calls failing alike add no alert.
    const alertsBefore = selectAlerts(offline.getState()).length;
    offline.dispatch(expandTimeline.fail({ request: { timeline: 'public' }, error: toStoredError(new NetworkError('GET /api/v1/timelines/public')), skipAlert: false }));
    expect(selectAlerts(offline.getState())).toHaveLength(alertsBefore);

    // Written while this page was offline; the network comes back and home loads what is newer.
    const post = await demo.statuses.create({ status: 'posted while the reader was offline' });
    online = true;
    const reloaded = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
    written = nextWrite();
    offline.dispatch(networkRestored());
    expect((await reloaded).type).toBe(expandTimeline.success.type);
    await written;
    expect(homeIds(offline)[0]).toBe(post.id);
    expect(selectOfflineSnapshot(offline.getState(), 'home')).toBeNull();
    // The snapshot follows: the new status first, still bounded.
    const after = await snapshots.getSnapshot(snapshotKey(me, 'home'));
    expect(after?.statuses[0]?.id).toBe(post.id);
    expect(after?.statuses.length).toBeLessThanOrEqual(SNAPSHOT_LIMIT);
  });

  it('keeps the first notifications with their accounts and statuses, and shows them when the server cannot be reached', async () => {
    const snapshots = createMemorySnapshots();
    const first = newStore(snapshots);
    const loaded = recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);
    first.dispatch(expandNotifications.request({}));
    expect((await loaded).type).toBe(expandNotifications.success.type);
    const shownOnline = selectNotificationGroups(first.getState()).map((group) => group.groupKey);
    expect(shownOnline.length).toBeGreaterThan(0);
    let kept = null;
    while (!(kept = await snapshots.getNotificationsSnapshot(`${me}:notifications`))) await new Promise((resolve) => setImmediate(resolve));
    expect(kept.grouped).toBe(true);

    online = false;
    const offline = newStore(snapshots);
    const shown = recorder.next([offlineSnapshotShown.type]);
    const loadedOffline = recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);
    offline.dispatch(expandNotifications.request({}));
    expect((await loadedOffline).type).toBe(expandNotifications.success.type);
    expect((await shown).payload).toEqual({ timeline: 'notifications', savedAt: kept.savedAt });
    const groups = selectNotificationGroups(offline.getState());
    expect(groups.map((group) => group.groupKey)).toEqual(shownOnline);
    // Their accounts and statuses came with them.
    expect(groups.every((group) => group.account !== null && (group.status === null || getEntity(offline.getState().statuses, group.status.id) !== undefined))).toBe(true);

    online = true;
    const reloaded = recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);
    offline.dispatch(networkRestored());
    expect((await reloaded).type).toBe(expandNotifications.success.type);
    expect(selectOfflineSnapshot(offline.getState(), 'notifications')).toBeNull();
  });

  it('a snapshot still being written holds up no load: the next notifications load runs, and the column is not left loading', async () => {
    const never = new Promise<void>(() => undefined);
    const stuck: SnapshotStorage = { ...createMemorySnapshots(), putNotificationsSnapshot: () => never, putSnapshot: () => never };
    const s = newStore(stuck);
    const first = recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);
    s.dispatch(expandNotifications.request({}));
    expect(await first).toMatchObject({ type: expandNotifications.success.type, payload: { skipped: false } });
    const second = recorder.next([expandNotifications.success.type, expandNotifications.fail.type]);
    s.dispatch(expandNotifications.request({}));
    expect(await second).toMatchObject({ type: expandNotifications.success.type, payload: { skipped: false } });
    expect(s.getState().notifications.isLoading).toBe(false);
  });

  it('a post whose answer was lost to the network is sent again when it is back, and published once', async () => {
    const text = `written on a train ${Date.now()}`;
    let loseNextAnswer = false;
    const api = createRestClient({
      url: local.server.url,
      accessToken: token,
      fetch: async (input, init) => {
        if (!online) throw new TypeError('Failed to fetch');
        const response = await globalThis.fetch(input, init);
        // The request reached the server; its answer did not come back.
        if (loseNextAnswer && init?.method === 'POST' && String(input).endsWith('/api/v1/statuses')) {
          loseNextAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return response;
      },
    });
    const s = newStore(createMemorySnapshots(), api);
    s.dispatch(composeChanged({ text }));
    loseNextAnswer = true;
    const failed = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(submitCompose());
    expect(await failed).toMatchObject({ type: postCompose.fail.type, payload: { error: { kind: 'network' } } });
    expect(selectPostWaiting(s.getState())).toBe(true);
    expect(selectCompose(s.getState()).text).toBe(text);

    const sent = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(networkRestored());
    expect((await sent).type).toBe(postCompose.success.type);
    expect(selectPostWaiting(s.getState())).toBe(false);
    expect(selectCompose(s.getState()).text).toBe('');
    const mine = (await demo.accounts.statuses(me, { limit: 20 })).items.filter((status) => status.content.includes(text));
    expect(mine).toHaveLength(1);
  });

  it('a post the server refused does not wait for the network', async () => {
    const s = newStore(createMemorySnapshots(), switchable('not-a-token'));
    s.dispatch(composeChanged({ text: 'refused' }));
    const failed = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(submitCompose());
    expect(await failed).toMatchObject({ payload: { error: { kind: 'http', status: 401 } } });
    expect(selectPostWaiting(s.getState())).toBe(false);
  });

  it('an answer from the server (401) stays a failure, and with nothing kept an unreachable server is one too', async () => {
    const snapshots = createMemorySnapshots();
    await snapshots.putSnapshot({ id: snapshotKey(me, 'home'), statuses: (await demo.timelines.home({ limit: 5 })).items, savedAt: new Date().toISOString() });
    const revoked = newStore(snapshots, switchable('not-a-token'));
    expect(await loadHome(revoked)).toMatchObject({ type: expandTimeline.fail.type, payload: { error: { kind: 'http', status: 401 } } });
    expect(selectOfflineSnapshot(revoked.getState(), 'home')).toBeNull();

    online = false;
    const empty = newStore(createMemorySnapshots());
    expect(await loadHome(empty)).toMatchObject({ type: expandTimeline.fail.type, payload: { error: { kind: 'network' } } });
    expect(homeIds(empty)).toEqual([]);
  });
});
