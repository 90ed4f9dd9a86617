import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { mark, post, rawFetch } from '../support/user-data-fixtures';

describe('favourites and bookmarks', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  it('lists favourites newest favourited first and pages by the favourite’s id', async () => {
    const statuses = [1, 2, 3, 4, 5].map((n) => post(t.instance, bob, `post ${n}`));
    // Favourited in another order than posted: oldest status last.
    const order = [statuses[1], statuses[4], statuses[2], statuses[3], statuses[0]].map((s) => s?.id ?? '');
    const favouriteIds = order.map((id) => mark(t.instance, 'favourites', alice, id));
    mark(t.instance, 'favourites', bob, statuses[0]?.id ?? '');

    const all = await alice.api.favourites.list();
    expect(all.items.map((s) => s.id)).toEqual([...order].reverse());
    expect(all.items.every((s) => s.favourited)).toBe(true);

    const first = await alice.api.favourites.list({ limit: 2 });
    expect(first.items.map((s) => s.id)).toEqual([order[4], order[3]]);
    expect(first.next).toContain(`max_id=${favouriteIds[3]}`);
    expect(first.prev).toContain(`min_id=${favouriteIds[4]}`);
    const walked: string[] = [];
    for await (const page of alice.api.favourites.list({ limit: 2 })) walked.push(...page.items.map((s) => s.id));
    expect(walked).toEqual([...order].reverse());
    expect((await alice.api.favourites.list({ min_id: favouriteIds[2] })).items.map((s) => s.id)).toEqual([order[4], order[3]]);

    expect((await bob.api.favourites.list()).items.map((s) => s.id)).toEqual([statuses[0]?.id]);
  });

  it('defaults to 20 and allows at most 40', async () => {
    for (let i = 0; i < 45; i += 1) mark(t.instance, 'favourites', alice, post(t.instance, bob, `n${i}`).id);
    expect((await alice.api.favourites.list()).items).toHaveLength(20);
    expect((await alice.api.favourites.list({ limit: 100 })).items).toHaveLength(40);
  });

  it('leaves out statuses the viewer can no longer see', async () => {
    follow(t.instance, alice, bob);
    const secret = post(t.instance, bob, 'followers only', { visibility: 'private' });
    const open = post(t.instance, bob, 'public');
    mark(t.instance, 'favourites', alice, secret.id);
    mark(t.instance, 'favourites', alice, open.id);
    expect((await alice.api.favourites.list()).items.map((s) => s.id)).toEqual([open.id, secret.id]);
    t.instance.db.prepare('DELETE FROM follows').run();
    expect((await alice.api.favourites.list()).items.map((s) => s.id)).toEqual([open.id]);
  });

  it('lists bookmarks the same way, flagged as bookmarked', async () => {
    const a = post(t.instance, bob, 'a');
    const b = post(t.instance, bob, 'b');
    const first = mark(t.instance, 'bookmarks', alice, b.id);
    mark(t.instance, 'bookmarks', alice, a.id);
    const page = await rawFetch(`${t.url}/api/v1/bookmarks?limit=1`, { token: alice.token });
    expect((page.body as { id: string; bookmarked: boolean }[]).map((s) => [s.id, s.bookmarked])).toEqual([[a.id, true]]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? '';
    expect(next).toContain('/api/v1/bookmarks?');
    const second = await rawFetch(next, { token: alice.token });
    expect((second.body as { id: string }[]).map((s) => s.id)).toEqual([b.id]);
    expect(second.headers.get('link')).toContain(`max_id=${first}`);
    expect((await rawFetch(`${t.url}/api/v1/bookmarks`, { token: bob.token })).body).toEqual([]);
  });

  it('requires the matching read scope', async () => {
    expect((await rawFetch(`${t.url}/api/v1/favourites`)).status).toBe(401);
    const bookmarksOnly = t.user('reader', { scopes: 'read:bookmarks', password: null });
    expect((await rawFetch(`${t.url}/api/v1/bookmarks`, { token: bookmarksOnly.token })).status).toBe(200);
    expect((await rawFetch(`${t.url}/api/v1/favourites`, { token: bookmarksOnly.token })).status).toBe(403);
  });
});
