import type { RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { getEntity } from '../../store/entity-table';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { bookmarkStatus, unbookmarkStatus } from '../statuses/status-actions';
import { expandTimeline, type ExpandTimelineSuccess } from './timelines-actions';

describe('the bookmarks timeline against the local instance', () => {
  let local: LocalServer;
  let api: RestClient;
  /** The order demo bookmarked them in, oldest bookmark first (not id order). */
  let bookmarked: string[] = [];

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    const statuses: Status[] = (await api.timelines.public({ limit: 40 })).items.filter((status) => !status.bookmarked).slice(0, 25);
    // Interleaved so the bookmarks order differs from the id order.
    bookmarked = [...statuses.filter((_, i) => i % 2 === 1), ...statuses.filter((_, i) => i % 2 === 0)].map((status) => status.id);
    for (const id of bookmarked) await api.statuses.bookmark(id);
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware] });
    return store;
  }
  async function expand(s: TrumpetStore, request: Parameters<typeof expandTimeline.request>[0]): Promise<ExpandTimelineSuccess> {
    const done = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
    s.dispatch(expandTimeline.request(request));
    const action = await done;
    expect(action.type).toBe(expandTimeline.success.type);
    return action.payload as ExpandTimelineSuccess;
  }
  const items = (s: TrumpetStore) => s.getState().timelines.bookmarks?.items ?? [];

  it('lists bookmarks newest bookmark first and follows the Link next cursor for older ones', async () => {
    const all: string[] = [];
    for await (const page of api.bookmarks.list()) all.push(...page.items.map((status) => status.id));
    expect(all.slice(0, bookmarked.length)).toEqual([...bookmarked].reverse());
    const s = newStore();
    const list = jest.spyOn(api.bookmarks, 'list');
    await expand(s, { timeline: 'bookmarks' });
    expect(items(s)).toEqual(all.slice(0, 20));
    expect(s.getState().timelines.bookmarks?.hasMore).toBe(true);
    expect(list).toHaveBeenLastCalledWith({}, { cursor: null });

    await expand(s, { timeline: 'bookmarks', maxId: all[19] });
    const cursor = (list.mock.calls.at(-1)?.[1] as { cursor: string | null }).cursor;
    expect(cursor).toMatch(/\/api\/v1\/bookmarks\?.*max_id=/);
    while (s.getState().timelines.bookmarks?.hasMore) await expand(s, { timeline: 'bookmarks', maxId: items(s).at(-1) ?? '' });
    expect(items(s)).toEqual(all);
    for (const id of all) expect(getEntity(s.getState().statuses, id ?? '')?.bookmarked).toBe(true);

    // No next link at the end: nothing is asked.
    const calls = list.mock.calls.length;
    expect((await expand(s, { timeline: 'bookmarks', maxId: all.at(-1) ?? '' })).skipped).toBe(true);
    expect(list).toHaveBeenCalledTimes(calls);
  });

  it('loads again after a bookmark or an unbookmark made elsewhere in the app', async () => {
    const s = newStore();
    await expand(s, { timeline: 'bookmarks' });
    while (s.getState().timelines.bookmarks?.hasMore) await expand(s, { timeline: 'bookmarks', maxId: items(s).at(-1) ?? '' });
    const all = items(s);
    const fresh = (await api.timelines.home({ limit: 40 })).items.find((status) => !status.bookmarked && status.reblog === null);
    if (!fresh) throw new Error('no status to bookmark');

    let reloaded = recorder.next([expandTimeline.success.type]);
    s.dispatch(bookmarkStatus.request({ id: fresh.id }));
    await reloaded;
    expect(items(s)).toEqual([fresh.id, ...all]);
    expect((await api.bookmarks.list()).items[0]?.id).toBe(fresh.id);

    reloaded = recorder.next([expandTimeline.success.type]);
    s.dispatch(unbookmarkStatus.request({ id: fresh.id }));
    await reloaded;
    expect(items(s)).toEqual(all);
    expect((await api.bookmarks.list()).items.map((status) => status.id)).not.toContain(fresh.id);
  });
});
