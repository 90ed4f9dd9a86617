import { entityValues, getEntity } from '../../store/entity-table';
import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { blockAccount } from '../relationships/relationships-actions';
import { expandTimeline, type ExpandTimelineSuccess } from './timelines-actions';
import { ACCOUNT_STATUSES_LIMIT, PARTIAL_POLL_MS } from './timelines-state';

describe('loading timelines from the instance (SPEC §4 Timelines)', () => {
  let local: LocalServer;
  let api: RestClient;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  let recorder = createActionRecorder();
  function newStore(): TrumpetStore {
    recorder = createActionRecorder();
    return createTrumpetStore({ api, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
  }
  const settled = () => recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);

  it('loads home, imports its statuses, and asks since_id of the first item the second time', async () => {
    const store = newStore();
    const home = jest.spyOn(api.timelines, 'home');
    let done = settled();
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    expect((await done).type).toBe(expandTimeline.success.type);
    const { items, isLoading } = store.getState().timelines.home ?? { items: [], isLoading: true };
    expect(items.length).toBeGreaterThan(0);
    expect(isLoading).toBe(false);
    for (const id of items) if (id !== null) expect(getEntity(store.getState().statuses, id)).toBeDefined();
    expect(home).toHaveBeenLastCalledWith({ limit: 40 });

    done = settled();
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    await done;
    expect(home).toHaveBeenLastCalledWith({ since_id: items[0], limit: 40 });
    expect(store.getState().timelines.home?.items).toEqual(items);

    const last = items[items.length - 1] ?? '';
    done = settled();
    store.dispatch(expandTimeline.request({ timeline: 'home', maxId: last }));
    await done;
    expect(home).toHaveBeenLastCalledWith({ max_id: last, limit: 40 });
    store.rootTask.cancel();
  });

  it('does not load a timeline twice at once, and still settles the second request', async () => {
    const store = newStore();
    const home = jest.spyOn(api.timelines, 'home');
    const successes: ExpandTimelineSuccess[] = [];
    const first = settled();
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    successes.push((await first).payload as ExpandTimelineSuccess);
    successes.push((await settled()).payload as ExpandTimelineSuccess);
    expect(home).toHaveBeenCalledTimes(1);
    expect(successes.map((s) => s.skipped).sort()).toEqual([false, true]);
    expect(store.getState().timelines.home?.isLoading).toBe(false);
    store.rootTask.cancel();
  });

  it('marks a 206 home partial and polls until the feed is ready', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    local.server.instance.db.prepare('UPDATE accounts SET feed_regenerating = 1 WHERE username = ?').run('demo');
    const store = newStore();
    const home = jest.spyOn(api.timelines, 'home');
    let done = settled();
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    expect((await done).payload).toMatchObject({ partial: true });
    expect(store.getState().timelines.home?.isPartial).toBe(true);

    done = settled();
    await jest.advanceTimersByTimeAsync(PARTIAL_POLL_MS - 1);
    expect(home).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect((await done).payload).toMatchObject({ partial: false });
    expect(home).toHaveBeenCalledTimes(2);
    expect(store.getState().timelines.home?.isPartial).toBe(false);
    expect(store.getState().timelines.home?.items.length).toBeGreaterThan(0);

    await jest.advanceTimersByTimeAsync(PARTIAL_POLL_MS * 2);
    expect(home).toHaveBeenCalledTimes(2);
    store.rootTask.cancel();
  });

  it.each([
    ['account:ID', { exclude_replies: true, limit: ACCOUNT_STATUSES_LIMIT }],
    ['account:ID:with_replies', { exclude_replies: false, limit: ACCOUNT_STATUSES_LIMIT }],
    ['account:ID:media', { only_media: true, limit: ACCOUNT_STATUSES_LIMIT }],
    ['account:ID:pinned', { pinned: true }],
  ])('asks the account statuses for %s with the right params', async (name, params) => {
    const demo = await api.accounts.verifyCredentials();
    const store = newStore();
    const statuses = jest.spyOn(api.accounts, 'statuses');
    const done = settled();
    store.dispatch(expandTimeline.request({ timeline: name.replace('ID', demo.id) as `account:${string}` }));
    expect((await done).type).toBe(expandTimeline.success.type);
    expect(statuses).toHaveBeenCalledWith(demo.id, params);
    store.rootTask.cancel();
  });

  it('asks local, public and hashtag timelines with their params', async () => {
    const store = newStore();
    const pub = jest.spyOn(api.timelines, 'public');
    const tag = jest.spyOn(api.timelines, 'tag');
    for (const timeline of ['community', 'public', 'hashtag:demo'] as const) {
      const done = settled();
      store.dispatch(expandTimeline.request({ timeline, tags: { any: ['x'] } }));
      expect((await done).type).toBe(expandTimeline.success.type);
    }
    expect(pub.mock.calls).toEqual([[{ local: true, limit: 40 }], [{ limit: 40 }]]);
    expect(tag).toHaveBeenCalledWith('demo', { any: ['x'], limit: 40 });
    store.rootTask.cancel();
  });

  it('replaces the pinned timeline wholesale', async () => {
    const demo = await api.accounts.verifyCredentials();
    const store = newStore();
    const name = `account:${demo.id}:pinned` as const;
    const page = await api.accounts.statuses(demo.id, { pinned: true });
    // A stale item that is not pinned any more: a merge would keep it, a replacement drops it.
    store.dispatch(expandTimeline.success({ timeline: name, ids: ['1'], hasNext: false, partial: false, loadingRecent: false, skipped: false }));
    const done = settled();
    store.dispatch(expandTimeline.request({ timeline: name }));
    await done;
    expect(store.getState().timelines[name]?.items).toEqual(page.items.map((s) => s.id));
    store.rootTask.cancel();
  });

  it('fails with a stored error for an unknown list, clearing isLoading', async () => {
    const store = newStore();
    const done = settled();
    store.dispatch(expandTimeline.request({ timeline: 'list:999999' }));
    const { type, payload } = await done;
    expect(type).toBe(expandTimeline.fail.type);
    expect(payload).toMatchObject({ request: { timeline: 'list:999999' }, error: { kind: 'http', status: 404 } });
    expect(store.getState().timelines['list:999999']?.isLoading).toBe(false);
    store.rootTask.cancel();
  });

  it('removes a blocked account’s statuses and their reblogs from home after the block', async () => {
    const store = newStore();
    let done = settled();
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    await done;
    const state = store.getState();
    const ids = (state.timelines.home?.items ?? []).filter((id): id is string => id !== null);
    const author = ids.map((id) => getEntity(state.statuses, id)).find((s) => s !== undefined && s.reblog === null)?.account ?? '';
    const theirs = entityValues(state.statuses).filter((s) => s.account === author).map((s) => s.id);
    const reblogs = entityValues(state.statuses).filter((s) => s.reblog !== null && theirs.includes(s.reblog)).map((s) => s.id);
    expect(theirs.some((id) => ids.includes(id))).toBe(true);
    done = recorder.next([blockAccount.success.type, blockAccount.fail.type]);
    store.dispatch(blockAccount.request({ id: author }));
    expect((await done).type).toBe(blockAccount.success.type);
    const after = store.getState().timelines.home?.items ?? [];
    expect(after.filter((id) => id !== null && (theirs.includes(id) || reblogs.includes(id)))).toEqual([]);
    expect(after.length).toBeLessThan(ids.length);
    await api.accounts.unblock(author);
    store.rootTask.cancel();
  });
});
