import { entityIds, getEntity, hasEntity } from '../../store/entity-table';
import { AccountSchema, createRestClient, RelationshipSchema, StatusSchema, type Account, type Status } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { fetchContext } from '../contexts/contexts-actions';
import { expandNotifications } from '../notifications/notifications-actions';
import { conversationReceived } from '../streaming/streaming-actions';
import { fetchUserList } from '../user-lists/user-lists-actions';
import { fetchRelationships } from '../relationships/relationships-actions';
import { expandTimeline, timelineScrolledTop, timelineUpdate } from '../timelines/timelines-actions';
import type { TimelineName } from '../timelines/timelines-state';
import { EVICTION_INTERVAL_MS, HIDDEN_TIMELINE_KEEP } from './compute-eviction';
import { evictionRequested, screenClosed, screenOpened, timelineVisibility } from './eviction-actions';

const account = (id: string, moved?: Account): Account => AccountSchema.parse({ id, acct: `user${id}`, username: `user${id}`, moved });
const authors = Array.from({ length: 300 }, (_, i) => account(`a${i}`));
// Ids are numeric strings, newest first in timelines: status n has id 100000 + n.
const sid = (n: number): string => String(100000 + n);
const status = (n: number, extra: Record<string, unknown> = {}): Status =>
  StatusSchema.parse({
    id: sid(n),
    account: authors[n % authors.length],
    content: `<p>status ${n}</p>`,
    poll: n % 10 === 0 ? { id: `p${n}`, options: [{ title: 'yes', votes_count: 0 }] } : null,
    ...extra,
  });

function createStore(): TrumpetStore {
  return createTrumpetStore({ api: createRestClient({ url: 'http://127.0.0.1:9' }), sanitize, meta: { me: 'me' } });
}
const importStatuses = (store: TrumpetStore, statuses: Status[], accounts: Account[] = []): void => {
  store.dispatch(entitiesImported(normalizeEntities({ statuses, accounts }, { sanitize, expandSpoilers: false })));
};
const page = (timeline: TimelineName, ids: string[]) =>
  expandTimeline.success({ timeline, ids, hasNext: true, partial: false, loadingRecent: false, skipped: false });
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
// Timelines list newest first.
const idsOf = (numbers: number[]): string[] => numbers.map(sid).reverse();

describe('eviction: memory stays bounded (issue #4)', () => {
  afterEach(() => jest.useRealTimers());

  it('removes statuses, accounts, polls and relationships nothing refers to, and keeps everything referred to', () => {
    const store = createStore();
    const frank = account('frank');
    const erin = account('erin', frank);
    const booster = account('booster');
    const notifier = account('notifier');
    const onProfile = account('profile-owner');
    const statuses = range(0, 3000).map((n) => status(n));
    const boost = StatusSchema.parse({ id: sid(5000), account: booster, reblog: status(2999) });
    const byErin = StatusSchema.parse({ id: sid(5001), account: erin, content: '<p>moved</p>' });
    // One import above the threshold: the pass it starts spares what it just brought.
    importStatuses(store, [...statuses, boost, byErin], [account('me'), notifier, onProfile, account('stranger')]);
    store.dispatch(page('home', [sid(5001), sid(5000), ...idsOf(range(0, 100))]));
    store.dispatch(page('public', idsOf(range(100, 200))));
    store.dispatch(page('hashtag:tag', idsOf(range(150, 250))));
    store.dispatch(
      expandNotifications.success({
        notifications: [{ id: 'n1', type: 'favourite', account: 'notifier', status: sid(2500), created_at: '2020-01-01T00:00:00Z' }],
        next: null,
        loadingNewer: false,
        skipped: false,
      }),
    );
    store.dispatch(fetchContext.success({ id: sid(2600), ancestors: [sid(2601)], descendants: [sid(2602)] }));
    store.dispatch(screenOpened({ key: 'account:profile-owner', accountIds: ['profile-owner'], statusIds: [sid(2700)] }));
    store.dispatch(
      fetchRelationships.success({
        relationships: [RelationshipSchema.parse({ id: 'a0' }), RelationshipSchema.parse({ id: 'stranger' })],
      }),
    );
    expect(entityIds(store.getState().statuses)).toHaveLength(3002);

    store.dispatch(evictionRequested());

    const { statuses: kept, accounts, polls, relationships } = store.getState();
    const expected = [...range(0, 250), 2500, 2600, 2601, 2602, 2700, 2999, 5000, 5001].map(sid);
    expect(entityIds(kept).sort()).toEqual(expected.sort());
    // The reblogged original (2999), its author and its poll stay although no timeline lists it.
    expect(getEntity(kept, sid(2999))?.account).toBe('a299');
    expect(entityIds(polls).sort()).toEqual(
      [...range(0, 250), 2500, 2600, 2700]
        .filter((n) => n % 10 === 0)
        .map((n) => `p${n}`)
        .sort(),
    );
    for (const id of ['me', 'notifier', 'profile-owner', 'erin', 'frank', 'booster']) expect(hasEntity(accounts, id)).toBe(true);
    expect(hasEntity(accounts, 'stranger')).toBe(false);
    expect(entityIds(relationships)).toEqual(['a0']);

    // Closing the profile lets its entities go on the next pass.
    store.dispatch(screenClosed({ key: 'account:profile-owner' }));
    store.dispatch(evictionRequested());
    expect(getEntity(store.getState().statuses, sid(2700))).toBeUndefined();
    expect(getEntity(store.getState().polls, 'p2700')).toBeUndefined();
    expect(getEntity(store.getState().accounts, 'profile-owner')).toBeUndefined();
    store.rootTask.cancel();
  });

  it('keeps the streamed statuses waiting for the reader to go back to the top', () => {
    const store = createStore();
    importStatuses(store, [status(1), status(2), status(3)]);
    store.dispatch(page('home', [sid(1)]));
    store.dispatch(timelineScrolledTop({ timeline: 'home', top: false }));
    store.dispatch(timelineUpdate({ timeline: 'home', statusId: sid(2) }));
    store.dispatch(evictionRequested());
    const { statuses } = store.getState();
    expect([hasEntity(statuses, sid(1)), hasEntity(statuses, sid(2)), hasEntity(statuses, sid(3))]).toEqual([true, true, false]);
    store.rootTask.cancel();
  });

  it('keeps what conversations and user lists refer to', () => {
    const store = createStore();
    const pen = account('pen');
    const reader = account('reader');
    const follower = account('follower');
    const loner = account('loner');
    const letter = StatusSchema.parse({ id: sid(1), account: pen, content: '<p>hi</p>', visibility: 'direct' });
    importStatuses(store, [letter, status(2)], [reader, follower, loner]);
    store.dispatch(conversationReceived({ conversation: { id: 'c1', unread: true, accounts: [pen, reader], last_status: letter } }));
    store.dispatch(fetchUserList.success({ key: 'followers:pen', items: ['follower'], next: null, skipped: false }));
    store.dispatch(evictionRequested());

    const { statuses, accounts } = store.getState();
    expect(hasEntity(statuses, sid(1))).toBe(true);
    expect(hasEntity(statuses, sid(2))).toBe(false);
    for (const id of ['pen', 'reader', 'follower']) expect(hasEntity(accounts, id)).toBe(true);
    expect(hasEntity(accounts, 'loner')).toBe(false);
    store.rootTask.cancel();
  });

  it('trims a timeline scrolled away to what "load more" reaches again, and evicts the rest', () => {
    const store = createStore();
    for (let i = 0; i < 1000; i += 40) importStatuses(store, range(i, i + 40).map((n) => status(n)));
    store.dispatch(page('home', idsOf(range(0, 1000))));
    store.dispatch(page('public', idsOf(range(0, 1000))));
    store.dispatch(timelineVisibility({ timeline: 'home', visible: false }));
    store.dispatch(timelineVisibility({ timeline: 'public', visible: false }));
    store.dispatch(timelineVisibility({ timeline: 'public', visible: true }));

    store.dispatch(evictionRequested());

    const { timelines, statuses } = store.getState();
    expect(timelines.home?.items).toEqual(idsOf(range(600, 1000)));
    expect(timelines.home?.hasMore).toBe(true);
    expect(timelines.public?.items).toHaveLength(1000);
    // Only the public timeline still refers to the older ones.
    expect(statuses.size).toBe(1000);
    expect(entityIds(statuses)).toHaveLength(1000);

    store.dispatch(page('public', []));
    store.dispatch(timelineVisibility({ timeline: 'public', visible: false }));
    store.dispatch(evictionRequested());
    expect(entityIds(store.getState().statuses)).toHaveLength(HIDDEN_TIMELINE_KEEP);

    // Loading older again appends after the last kept item.
    importStatuses(store, range(590, 600).map((n) => status(n)));
    store.dispatch(page('home', idsOf(range(590, 600))));
    expect(store.getState().timelines.home?.items).toEqual(idsOf(range(590, 1000)));
    store.rootTask.cancel();
  });

  it('runs by itself after imports, at most every 30 s, sparing what was just imported', async () => {
    jest.useFakeTimers();
    const store = createStore();
    importStatuses(store, [status(1)]);
    await jest.advanceTimersByTimeAsync(EVICTION_INTERVAL_MS);
    // Just imported: the screen or timeline that wants it may not have said so yet.
    expect(getEntity(store.getState().statuses, sid(1))).toBeDefined();

    importStatuses(store, [status(2)]);
    await jest.advanceTimersByTimeAsync(EVICTION_INTERVAL_MS - 1);
    expect(getEntity(store.getState().statuses, sid(1))).toBeDefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(getEntity(store.getState().statuses, sid(1))).toBeUndefined();
    expect(getEntity(store.getState().statuses, sid(2))).toBeDefined();
    store.rootTask.cancel();
  });

  it('runs at once when an import leaves more than 2,000 statuses', async () => {
    jest.useFakeTimers();
    const store = createStore();
    importStatuses(store, [status(1)]);
    await jest.advanceTimersByTimeAsync(EVICTION_INTERVAL_MS);
    expect(getEntity(store.getState().statuses, sid(1))).toBeDefined();
    importStatuses(store, range(2, 2003).map((n) => status(n)));
    expect(getEntity(store.getState().statuses, sid(1))).toBeUndefined();
    expect(entityIds(store.getState().statuses)).toHaveLength(2001);
    store.rootTask.cancel();
  });
});
