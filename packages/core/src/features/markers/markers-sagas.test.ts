import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { expandNotifications, notificationsScrolledTop } from '../notifications/notifications-actions';
import { expandTimeline } from '../timelines/timelines-actions';
import { fetchMarkers, flushMarkers, homeReadPositionSeen, homeRestoreDone, readPositionChanged, saveMarkers } from './markers-actions';
import { selectHomeRestore, selectUnreadNotificationCount } from './markers-selectors';
import { MARKERS_SAVE_DELAY_MS } from './markers-state';

describe('read markers against the local instance (https://docs.joinmastodon.org/methods/markers/)', () => {
  let local: LocalServer;
  let api: RestClient;
  let bob: RestClient;
  let notifications: string[] = [];
  let home: string[] = [];

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    bob = await local.signIn('bob');
    notifications = (await api.notifications.list({ limit: 40 })).items.map((item) => item.id);
    home = (await api.timelines.home({ limit: 40 })).items.map((status) => status.id);
    expect(notifications.length).toBeGreaterThan(3);
    expect(home.length).toBeGreaterThan(10);
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware] });
    return store;
  }
  async function run(s: TrumpetStore, action: { type: string }, until: readonly string[], timeoutMs = 5000) {
    const done = recorder.next(until, timeoutMs);
    s.dispatch(action);
    return done;
  }
  const opened = async (): Promise<TrumpetStore> => {
    const s = newStore();
    expect((await run(s, fetchMarkers.request(), [fetchMarkers.success.type, fetchMarkers.fail.type])).type).toBe(fetchMarkers.success.type);
    return s;
  };
  const loadNotifications = (s: TrumpetStore) => run(s, expandNotifications.request({}), [expandNotifications.success.type]);

  it('counts as unread the notifications newer than the marker, and a new mention makes one more', async () => {
    await api.markers.save({ notifications: { last_read_id: notifications[2] ?? '' } });
    const s = await opened();
    await loadNotifications(s);
    expect(selectUnreadNotificationCount(s.getState())).toBe(2);

    await bob.statuses.create({ status: '@demo are you reading this?' });
    await loadNotifications(s);
    expect(selectUnreadNotificationCount(s.getState())).toBe(3);
    expect(s.getState().markers.unsaved).toEqual({});
  });

  it('reads the notifications when the column is at its top and saves the newest after a pause', async () => {
    const s = await opened();
    await loadNotifications(s);
    const newest = s.getState().notifications.items[0]?.id ?? '';
    expect(selectUnreadNotificationCount(s.getState())).toBeGreaterThan(0);
    const started = Date.now();
    await run(s, notificationsScrolledTop({ top: true }), [readPositionChanged.type]);
    expect(selectUnreadNotificationCount(s.getState())).toBe(0);
    const saved = await recorder.next([saveMarkers.success.type, saveMarkers.fail.type], MARKERS_SAVE_DELAY_MS + 5000);
    expect(saved.type).toBe(saveMarkers.success.type);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MARKERS_SAVE_DELAY_MS - 50);
    expect((await api.markers.fetch()).notifications?.last_read_id).toBe(newest);
    // A second page opened later finds nothing unread.
    const other = await opened();
    await loadNotifications(other);
    expect(selectUnreadNotificationCount(other.getState())).toBe(0);
  }, 20_000);

  it('offers the home marker to scroll to on open, then saves the topmost home status at once on page hide', async () => {
    await api.markers.save({ home: { last_read_id: home[6] ?? '' } });
    const s = newStore();
    // Before the marker is known, the feed's top is no reading position.
    s.dispatch(homeReadPositionSeen({ statusId: home[0] ?? '' }));
    await run(s, fetchMarkers.request(), [fetchMarkers.success.type]);
    expect(selectHomeRestore(s.getState())).toBe(home[6]);
    await run(s, expandTimeline.request({ timeline: 'home' }), [expandTimeline.success.type]);
    // Nor while the feed is on its way to the restored one.
    s.dispatch(homeReadPositionSeen({ statusId: home[0] ?? '' }));
    expect(s.getState().markers.unsaved).toEqual({});
    s.dispatch(homeRestoreDone());
    expect(selectHomeRestore(s.getState())).toBeNull();

    await run(s, homeReadPositionSeen({ statusId: home[9] ?? '' }), [readPositionChanged.type]);
    await run(s, flushMarkers(), [saveMarkers.success.type]);
    expect((await api.markers.fetch()).home?.last_read_id).toBe(home[9]);
    expect(s.getState().markers.unsaved).toEqual({});
  });

  it("takes another device's newer markers over positions not saved here", async () => {
    await api.markers.save({ notifications: { last_read_id: notifications[3] ?? '' } });
    const s = await opened();
    await loadNotifications(s);
    s.dispatch(homeRestoreDone());
    await run(s, homeReadPositionSeen({ statusId: home[4] ?? '' }), [readPositionChanged.type]);
    await run(s, notificationsScrolledTop({ top: true }), [readPositionChanged.type]);
    const readHere = s.getState().markers.positions.notifications?.lastReadId ?? '';
    s.dispatch(notificationsScrolledTop({ top: false }));

    // Another device reads home later, and notifications further (a new one came to it).
    await bob.statuses.create({ status: '@demo one more' });
    const newest = (await api.notifications.list({ limit: 1 })).items[0]?.id ?? '';
    expect(newest > readHere || newest.length > readHere.length).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api.markers.save({ home: { last_read_id: home[2] ?? '' }, notifications: { last_read_id: newest } });

    await run(s, fetchMarkers.request(), [fetchMarkers.success.type]);
    expect(s.getState().markers.positions.home?.lastReadId).toBe(home[2]);
    expect(s.getState().markers.positions.notifications?.lastReadId).toBe(newest);
    expect(s.getState().markers.unsaved).toEqual({});
    // Only the first fetch of a page scrolls home.
    expect(selectHomeRestore(s.getState())).toBeNull();
    // Nothing is left to save over them.
    s.dispatch(flushMarkers());
    expect(recorder.types()).not.toContain(saveMarkers.request.type);
  });
});
