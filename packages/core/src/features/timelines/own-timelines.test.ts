import type { RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { getEntity } from '../../store/entity-table';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { favouriteStatus, pinStatus, unfavouriteStatus } from '../statuses/status-actions';
import { conversationReceived } from '../streaming/streaming-actions';
import { expandTimeline, type ExpandTimelineSuccess } from './timelines-actions';

describe('the direct, favourites and pinned timelines against the local instance', () => {
  let local: LocalServer;
  let api: RestClient;
  let me = '';
  /** The order demo favourited them in, oldest favourite first (not id order). */
  let favourited: string[] = [];

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    me = (await api.accounts.verifyCredentials()).id;
    const statuses: Status[] = (await api.timelines.public({ limit: 40 })).items.filter((status) => !status.favourited).slice(0, 25);
    // Interleaved so the favourites order differs from the id order.
    favourited = [...statuses.filter((_, i) => i % 2 === 1), ...statuses.filter((_, i) => i % 2 === 0)].map((status) => status.id);
    for (const id of favourited) await api.statuses.favourite(id);
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(signedIn: string | null = me): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me: signedIn }, middleware: [recorder.middleware] });
    return store;
  }
  async function expand(s: TrumpetStore, request: Parameters<typeof expandTimeline.request>[0]): Promise<ExpandTimelineSuccess> {
    const done = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
    s.dispatch(expandTimeline.request(request));
    const action = await done;
    expect(action.type).toBe(expandTimeline.success.type);
    return action.payload as ExpandTimelineSuccess;
  }

  it('lists favourites newest favourite first and follows the Link next cursor for older ones', async () => {
    const all: string[] = [];
    for await (const page of api.favourites.list()) all.push(...page.items.map((status) => status.id));
    expect(all.slice(0, favourited.length)).toEqual([...favourited].reverse());
    const s = newStore();
    const list = jest.spyOn(api.favourites, 'list');
    await expand(s, { timeline: 'favourites' });
    expect(s.getState().timelines.favourites?.items).toEqual(all.slice(0, 20));
    expect(s.getState().timelines.favourites?.hasMore).toBe(true);
    expect(list).toHaveBeenLastCalledWith({}, { cursor: null });

    await expand(s, { timeline: 'favourites', maxId: all[19] });
    const cursor = (list.mock.calls.at(-1)?.[1] as { cursor: string | null }).cursor;
    expect(cursor).toMatch(/\/api\/v1\/favourites\?.*max_id=/);
    expect(s.getState().timelines.favourites?.items).toEqual(all.slice(0, 40));
    while (s.getState().timelines.favourites?.hasMore) {
      const items = s.getState().timelines.favourites?.items ?? [];
      await expand(s, { timeline: 'favourites', maxId: items[items.length - 1] ?? '' });
    }
    expect(s.getState().timelines.favourites?.items).toEqual(all);
    for (const id of all) expect(getEntity(s.getState().statuses, id)?.favourited).toBe(true);

    // No next link at the end: nothing is asked.
    const calls = list.mock.calls.length;
    const payload = await expand(s, { timeline: 'favourites', maxId: all[all.length - 1] ?? '' });
    expect(payload.skipped).toBe(true);
    expect(list).toHaveBeenCalledTimes(calls);

    // A refresh loads the first page again and keeps the older ones after it.
    await expand(s, { timeline: 'favourites' });
    expect(list).toHaveBeenLastCalledWith({}, { cursor: null });
    expect(s.getState().timelines.favourites?.items).toEqual(all);
    expect(s.getState().timelines.favourites?.hasMore).toBe(false);

    // A favourite goes on top and an unfavourite leaves, both loaded again, not merged by id.
    const fresh = (await api.timelines.home({ limit: 40 })).items.find((status) => !status.favourited && status.reblog === null);
    if (!fresh) throw new Error('no status to favourite');
    let reloaded = recorder.next([expandTimeline.success.type]);
    s.dispatch(favouriteStatus.request({ id: fresh.id }));
    await reloaded;
    expect(s.getState().timelines.favourites?.items).toEqual([fresh.id, ...all]);
    const gone = all[5] ?? '';
    reloaded = recorder.next([expandTimeline.success.type]);
    s.dispatch(unfavouriteStatus.request({ id: gone }));
    await reloaded;
    expect(s.getState().timelines.favourites?.items).toEqual([fresh.id, ...all.filter((id) => id !== gone)]);
    expect(s.getState().timelines.favourites?.hasMore).toBe(false);
    await api.statuses.unfavourite(fresh.id);
    await api.statuses.favourite(gone);
  });

  it('replaces favourites that a first page no longer reaches, and offers older ones again', async () => {
    const s = newStore();
    await expand(s, { timeline: 'favourites' });
    while (s.getState().timelines.favourites?.hasMore) {
      const items = s.getState().timelines.favourites?.items ?? [];
      await expand(s, { timeline: 'favourites', maxId: items[items.length - 1] ?? '' });
    }
    const before = s.getState().timelines.favourites?.items ?? [];
    // A page's worth of favourites made elsewhere: the first page no longer reaches the loaded ones.
    const candidates = [...(await api.timelines.home({ limit: 40 })).items, ...(await api.accounts.statuses(me, { limit: 40 })).items];
    const newer = [...new Map(candidates.filter((status) => !status.favourited && status.reblog === null).map((status) => [status.id, status])).keys()].slice(0, 21);
    expect(newer).toHaveLength(21);
    for (const id of newer) await api.statuses.favourite(id);

    await expand(s, { timeline: 'favourites' });
    expect(s.getState().timelines.favourites?.items).toEqual([...newer].reverse().slice(0, 20));
    expect(s.getState().timelines.favourites?.hasMore).toBe(true);
    await expand(s, { timeline: 'favourites', maxId: newer[1] ?? '' });
    expect(s.getState().timelines.favourites?.items.slice(0, 22)).toEqual([...[...newer].reverse(), before[0]]);
  });

  it("lists the user's own pinned statuses, replaced wholesale, and again after a pin", async () => {
    const s = newStore();
    const statuses = jest.spyOn(api.accounts, 'statuses');
    await expand(s, { timeline: 'pinned' });
    const pinned = s.getState().timelines.pinned?.items ?? [];
    expect(pinned.length).toBeGreaterThan(0);
    expect(statuses).toHaveBeenLastCalledWith(me, { pinned: true });
    for (const id of pinned) {
      const status = getEntity(s.getState().statuses, id ?? '');
      expect(status).toMatchObject({ pinned: true, account: me });
    }

    const own = (await api.accounts.statuses(me, { exclude_replies: true, limit: 40 })).items.find(
      (status) => !status.pinned && status.reblog === null && status.visibility === 'public',
    );
    if (!own) throw new Error('demo has no unpinned public status');
    await expand(s, { timeline: `account:${me}` });
    const reloaded = recorder.next([expandTimeline.success.type]);
    s.dispatch(pinStatus.request({ id: own.id }));
    await reloaded;
    expect(s.getState().timelines.pinned?.items).toEqual([own.id, ...pinned]);
    await api.statuses.unpin(own.id);
  });

  it('fails the pinned timeline without a signed-in account', async () => {
    const s = newStore(null);
    const done = recorder.next([expandTimeline.fail.type]);
    s.dispatch(expandTimeline.request({ timeline: 'pinned' }));
    await done;
    expect(s.getState().timelines.pinned?.isLoading).toBe(false);
  });

  it('lists the last statuses of the conversations as the direct timeline, with since_id the second time', async () => {
    const s = newStore();
    const list = jest.spyOn(api.conversations, 'list');
    await expand(s, { timeline: 'direct' });
    const items = s.getState().timelines.direct?.items ?? [];
    const conversations = (await api.conversations.list()).items;
    expect(items).toEqual(conversations.map((conversation) => conversation.last_status?.id));
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const id of items) expect(getEntity(s.getState().statuses, id ?? '')?.visibility).toBe('direct');
    expect(list).toHaveBeenNthCalledWith(1, {});

    await expand(s, { timeline: 'direct' });
    expect(list).toHaveBeenLastCalledWith({ since_id: items[0] });
    expect(s.getState().timelines.direct?.items).toEqual(items);

    // A streamed conversation puts its last status on top of a loaded direct timeline only.
    const alice = await local.signIn('alice');
    await alice.statuses.create({ status: '@demo a new thread', visibility: 'direct' });
    const [conversation] = (await api.conversations.list()).items;
    if (!conversation?.last_status) throw new Error('no conversation');
    s.dispatch(conversationReceived({ conversation }));
    expect(s.getState().timelines.direct?.items).toEqual([conversation.last_status.id, ...items]);
    const other = newStore();
    other.dispatch(conversationReceived({ conversation }));
    expect(other.getState().timelines.direct).toBeUndefined();
  });
});
