import { getEntity } from '../../store/entity-table';
import type { Notification, RestClient, Status, StreamingClient, StreamingClientEvents, StreamingEvent, StreamParams } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { expandNotifications, notificationsGroupingDetected } from '../notifications/notifications-actions';
import { expandTimeline, timelineScrolledTop } from '../timelines/timelines-actions';
import { conversationReceived, filtersChanged, streamingStarted, streamingStopped } from './streaming-actions';

type Listener = (info: { code: number; reason: string }) => void;

/** A StreamingClient the test drives: it emits events, connects and disconnects on demand. */
function createFakeStreaming() {
  const listeners = new Map<string, Set<Listener>>();
  const handlers = new Set<(event: StreamingEvent) => void>();
  const unsubscribe = jest.fn();
  const close = jest.fn();
  const emit = (name: keyof StreamingClientEvents): void => {
    for (const listener of [...(listeners.get(name) ?? [])]) listener({ code: 1006, reason: '' });
  };
  let state: StreamingClient['state'] = 'connecting';
  const client: StreamingClient = {
    get state() {
      return state;
    },
    subscribe: jest.fn((_params: StreamParams, handler: (event: StreamingEvent) => void) => {
      handlers.add(handler);
      return {
        unsubscribe: () => {
          unsubscribe();
          handlers.delete(handler);
        },
      };
    }),
    close,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener as unknown as Listener);
      listeners.set(event, set);
      return client;
    },
    once() {
      return client;
    },
    off(event, listener) {
      if (listener) listeners.get(event)?.delete(listener as unknown as Listener);
      else listeners.delete(event);
      return client;
    },
  };
  return {
    client,
    unsubscribe,
    close,
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    send: (event: StreamingEvent) => {
      for (const handler of [...handlers]) handler(event);
    },
    connect: () => {
      state = 'open';
      emit('connected');
    },
    disconnect: () => {
      state = 'reconnecting';
      emit('disconnected');
    },
    reconnect: () => {
      state = 'open';
      emit('reconnected');
    },
  };
}

const emptyPage = { items: [], next: null, prev: null, partial: false };
const user: StreamParams = { stream: 'user' };

describe('streaming (SPEC §4 Streaming)', () => {
  let local: LocalServer;
  let api: RestClient;
  let statuses: Status[];

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    statuses = (await api.timelines.public({})).items;
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  let recorder = createActionRecorder();
  function newStore(fake: ReturnType<typeof createFakeStreaming>, random = Math.random): TrumpetStore {
    recorder = createActionRecorder();
    return createTrumpetStore({ api, sanitize, streaming: () => fake.client, random, meta: { me: null }, middleware: [recorder.middleware] });
  }
  const statusAt = (i: number): Status => {
    const status = statuses[i];
    if (!status) throw new Error(`the demo world has fewer than ${i + 1} public statuses`);
    return status;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('puts updates on top (waiting, unread, when not at top), removes deletes everywhere, and passes notifications on', async () => {
    jest.spyOn(api.timelines, 'home').mockResolvedValue(emptyPage);
    jest.spyOn(api.notifications, 'list').mockResolvedValue(emptyPage);
    const fake = createFakeStreaming();
    const store = newStore(fake);
    store.dispatch(streamingStarted({ timeline: 'home', stream: user }));
    store.dispatch(streamingStarted({ timeline: 'public', stream: { stream: 'public' } }));
    expect(fake.client.subscribe).toHaveBeenCalledTimes(2);

    const [first, second] = [statusAt(0), statusAt(1)];
    fake.send({ type: 'update', stream: user, status: second });
    fake.send({ type: 'update', stream: user, status: first });
    await tick();
    // Both subscriptions get the fake's events, so home and public each hold both.
    expect(store.getState().timelines.home?.items).toEqual([first.id, second.id]);
    expect(getEntity(store.getState().statuses, first.id)).toBeDefined();
    expect(store.getState().timelines.home?.unread).toBe(0);

    store.dispatch(timelineScrolledTop({ timeline: 'home', top: false }));
    const third = statusAt(2);
    fake.send({ type: 'update', stream: user, status: third });
    await tick();
    // Away from the top, it waits: the list above the reader stays as it was.
    expect(store.getState().timelines.home?.items).toEqual([first.id, second.id]);
    expect(store.getState().timelines.home?.pending).toEqual([third.id]);
    expect(store.getState().timelines.home?.unread).toBe(1);

    const boost: Status = { ...third, id: '990001', reblog: first };
    fake.send({ type: 'update', stream: user, status: boost });
    await tick();
    expect(store.getState().timelines.home?.pending).toEqual([boost.id, third.id]);
    // Back at the top, what waited goes on top.
    store.dispatch(timelineScrolledTop({ timeline: 'home', top: true }));
    expect(store.getState().timelines.home?.items).toEqual([boost.id, third.id, first.id, second.id]);
    expect(store.getState().timelines.home?.pending).toEqual([]);

    fake.send({ type: 'delete', stream: user, id: first.id });
    await tick();
    // The status and its boost leave every timeline.
    expect(store.getState().timelines.home?.items).toEqual([third.id, second.id]);
    expect(getEntity(store.getState().statuses, boost.id)).toBeUndefined();
    expect(store.getState().timelines.public?.items).not.toContain(first.id);
    expect(getEntity(store.getState().statuses, first.id)).toBeUndefined();

    const notification: Notification = {
      id: '9001',
      type: 'mention',
      group_key: 'ungrouped-9001',
      created_at: second.created_at,
      account: second.account,
      status: second,
      report: null,
      event: null,
      moderation_warning: null,
      annual_report: null,
      fallback: null,
    };
    fake.send({ type: 'notification', stream: user, notification });
    await tick();
    expect(recorder.actions).toContainEqual({ type: 'notifications/RECEIVED', payload: { notification } });
    expect(store.getState().notifications.pending.map((n) => n.id)).toEqual(['9001']);

    fake.send({ type: 'filters_changed', stream: user });
    await tick();
    expect(recorder.types()).toContain(filtersChanged.type);

    // Accepted notification requests merged into the list: it is read again.
    const before = recorder.types().filter((type) => type === expandNotifications.request.type).length;
    fake.send({ type: 'notifications_merged', stream: user });
    await tick();
    expect(recorder.types().filter((type) => type === expandNotifications.request.type).length).toBeGreaterThan(before);
    store.rootTask.cancel();
    expect(fake.close).toHaveBeenCalledTimes(1);
  });

  it('applies what arrives before the next frame together: one import, the newest on top (issue #17)', async () => {
    jest.spyOn(api.timelines, 'home').mockResolvedValue(emptyPage);
    const fake = createFakeStreaming();
    let drawFrame: () => void = () => undefined;
    recorder = createActionRecorder();
    const store = createTrumpetStore({
      api, sanitize, streaming: () => fake.client, meta: { me: null }, middleware: [recorder.middleware],
      nextFrame: () => new Promise<void>((resolve) => (drawFrame = resolve)),
    });
    store.dispatch(streamingStarted({ timeline: 'home', stream: user }));
    const burst = [statusAt(3), statusAt(2), statusAt(1)];
    for (const status of burst) fake.send({ type: 'update', stream: user, status });
    await tick();
    // Nothing enters the store before the frame.
    expect(store.getState().timelines.home?.items ?? []).toEqual([]);
    drawFrame();
    await tick();
    expect(store.getState().timelines.home?.items).toEqual(burst.map((status) => status.id).reverse());
    expect(recorder.types().filter((type) => type === 'importer/ENTITIES_IMPORTED')).toHaveLength(1);
    store.rootTask.cancel();
  });

  it('imports a conversation\'s last status and keeps status.update out of the timeline', async () => {
    const fake = createFakeStreaming();
    const store = newStore(fake);
    store.dispatch(streamingStarted({ timeline: 'home', stream: user }));
    const status = statusAt(0);
    fake.send({ type: 'status.update', stream: user, status });
    fake.send({ type: 'conversation', stream: user, conversation: { id: 'c1', unread: true, accounts: [status.account], last_status: statusAt(1) } });
    await tick();
    expect(getEntity(store.getState().statuses, status.id)).toBeDefined();
    expect(getEntity(store.getState().statuses, statusAt(1).id)).toBeDefined();
    expect(store.getState().timelines.home?.items ?? []).toEqual([]);
    expect(recorder.types()).toContain(conversationReceived.type);
    store.rootTask.cancel();
  });

  it('streams a hashtag column\'s any tags too and keeps only updates with every all tag and no none tag', async () => {
    const fake = createFakeStreaming();
    const store = newStore(fake);
    const stream: StreamParams = { stream: 'hashtag', tag: 'cats' };
    store.dispatch(streamingStarted({ timeline: 'hashtag:cats', stream, tags: { any: ['dogs'], all: ['pets'], none: ['nsfw'] } }));
    expect(jest.mocked(fake.client.subscribe).mock.calls.map(([params]) => params)).toEqual([stream, { stream: 'hashtag', tag: 'dogs' }]);
    const tagged = (status: Status, id: string, names: string[]): Status => ({ ...status, id, tags: names.map((name) => ({ id: null, name, url: `https://example.test/tags/${name}`, history: [], following: false, featuring: false })) });
    fake.send({ type: 'update', stream, status: tagged(statusAt(0), '990010', ['cats', 'Pets']) });
    fake.send({ type: 'update', stream, status: tagged(statusAt(1), '990011', ['cats']) });
    fake.send({ type: 'update', stream, status: tagged(statusAt(2), '990012', ['dogs', 'pets', 'nsfw']) });
    await tick();
    expect(store.getState().timelines['hashtag:cats']?.items).toEqual(['990010']);
    store.rootTask.cancel();
  });

  it('marks a gap on disconnect, polls at the random delay then every 20 to 40 s, and refetches once on reconnect', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const home = jest.spyOn(api.timelines, 'home').mockResolvedValue(emptyPage);
    const notifications = jest.spyOn(api.notifications, 'list').mockResolvedValue(emptyPage);
    const fake = createFakeStreaming();
    const store = newStore(fake, () => 0.5);
    // A server without grouped notifications: the v1 list.
    store.dispatch(notificationsGroupingDetected({ grouped: false }));
    store.dispatch(streamingStarted({ timeline: 'home', stream: user }));
    fake.connect();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().timelines.home?.online).toBe(true);
    expect(home).toHaveBeenCalledTimes(1);
    expect(notifications).toHaveBeenCalledTimes(1);

    fake.send({ type: 'update', stream: user, status: statusAt(0) });
    fake.disconnect();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().timelines.home?.online).toBe(false);
    expect(store.getState().timelines.home?.items).toEqual([null, statusAt(0).id]);

    // random 0.5: the first poll after 0.5 × 40 s, then every 20 s + 0.5 × 20 s.
    await jest.advanceTimersByTimeAsync(19_999);
    expect(home).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(home).toHaveBeenCalledTimes(2);
    expect(notifications).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(home).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(home).toHaveBeenCalledTimes(3);
    expect(notifications).toHaveBeenCalledTimes(3);

    fake.reconnect();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().timelines.home?.online).toBe(true);
    // A timeline opened on the already open socket is online without waiting for `connected`.
    store.dispatch(streamingStarted({ timeline: 'public', stream: { stream: 'public' } }));
    expect(store.getState().timelines.public?.online).toBe(true);
    expect(home).toHaveBeenCalledTimes(4);
    expect(notifications).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(200_000);
    expect(home).toHaveBeenCalledTimes(4);
    expect(recorder.actions.filter((a) => a.type === expandTimeline.request.type)).toHaveLength(4);
    expect(recorder.actions.filter((a) => a.type === expandNotifications.request.type)).toHaveLength(4);
    store.rootTask.cancel();
  });

  it('stops subscriptions and timers on streamingStopped, and closes the client with the store', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.spyOn(api.timelines, 'home').mockResolvedValue(emptyPage);
    jest.spyOn(api.notifications, 'list').mockResolvedValue(emptyPage);
    const fake = createFakeStreaming();
    const store = newStore(fake, () => 0.5);
    store.dispatch(streamingStarted({ timeline: 'home', stream: user }));
    fake.connect();
    fake.disconnect();
    await jest.advanceTimersByTimeAsync(10_000);
    // Other features keep timers of their own (the eviction interval); the polling delay is one more.
    const during = jest.getTimerCount();
    expect(during).toBeGreaterThan(0);

    store.dispatch(streamingStopped({ timeline: 'home' }));
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.listenerCount()).toBe(0);
    expect(jest.getTimerCount()).toBe(during - 1);
    await jest.advanceTimersByTimeAsync(100_000);
    expect(recorder.actions.filter((a) => a.type === expandTimeline.request.type)).toHaveLength(1);

    store.dispatch(streamingStarted({ timeline: 'hashtag:cats', stream: { stream: 'hashtag', tag: 'cats' } }));
    fake.disconnect();
    store.rootTask.cancel();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(2);
    expect(fake.close).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
