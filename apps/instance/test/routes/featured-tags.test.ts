import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

const DAY = 86_400_000;

describe('featured tags', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  const featuredRows = (user: TestUser) =>
    t.instance.db.prepare('SELECT f.id, g.name FROM featured_tags f JOIN tags g ON g.id = f.tag_id WHERE f.account_id = ? ORDER BY g.name').all(user.account.id);

  it('features a tag with the count and last day of the account’s public and unlisted statuses carrying it', async () => {
    post(t.instance, alice, 'Old #music');
    clock.advance(2 * DAY);
    const latest = post(t.instance, alice, 'Quiet #Music', { visibility: 'unlisted' });
    clock.advance(DAY);
    post(t.instance, alice, 'Secret #music', { visibility: 'private' });
    post(t.instance, bob, 'Not mine #music');
    post(t.instance, alice, 'Once #art');

    const created = await alice.api.featuredTags.create('#Music');
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'music',
      url: `${t.url}/@alice/tagged/music`,
      statuses_count: 2,
      last_status_at: latest.created_at.slice(0, 10),
    });
    const raw = await rawFetch(`${t.url}/api/v1/featured_tags`, { token: alice.token });
    expect(raw.body).toEqual([expect.objectContaining({ statuses_count: '2' })]);
    expect(featuredRows(alice)).toEqual([{ id: created.id, name: 'music' }]);

    const art = await alice.api.featuredTags.create('art');
    expect(art).toMatchObject({ statuses_count: 1 });
    const unused = await alice.api.featuredTags.create('unused');
    expect(unused).toMatchObject({ statuses_count: 0, last_status_at: null });
    // Most used first, for the owner and for anyone looking at the profile.
    expect((await alice.api.featuredTags.list()).map((tag) => tag.name)).toEqual(['music', 'art', 'unused']);
    const seen = await t.anonymous().accounts.featuredTags(alice.account.id);
    expect(seen.map((tag) => [tag.name, tag.statuses_count])).toEqual([['music', 2], ['art', 1], ['unused', 0]]);
    expect(await t.anonymous().accounts.featuredTags(bob.account.id)).toEqual([]);
  });

  it('answers the same featured tag when it is featured again', async () => {
    const first = await alice.api.featuredTags.create('music');
    const again = await alice.api.featuredTags.create('MUSIC');
    expect(again.id).toBe(first.id);
    expect(featuredRows(alice)).toHaveLength(1);
  });

  it('refuses a blank or invalid name and an eleventh tag with 422', async () => {
    const create = (json: unknown) => rawFetch(`${t.url}/api/v1/featured_tags`, { method: 'POST', token: alice.token, json });
    expect(await create({})).toMatchObject({ status: 422, body: { error: "Validation failed: Name can't be blank, Name is invalid" } });
    expect(await create({ name: 'not a tag' })).toMatchObject({ status: 422, body: { error: 'Validation failed: Name is invalid' } });
    expect(await create({ name: '2024' })).toMatchObject({ status: 422 });
    for (let i = 0; i < 10; i += 1) expect((await create({ name: `tag${String.fromCharCode(97 + i)}` })).status).toBe(200);
    expect(await create({ name: 'eleventh' })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: You have already featured the maximum number of hashtags' },
    });
    expect(featuredRows(alice)).toHaveLength(10);
  });

  it('removes a featured tag by its id, only the owner’s', async () => {
    const music = await alice.api.featuredTags.create('music');
    expect((await rawFetch(`${t.url}/api/v1/featured_tags/${music.id}`, { method: 'DELETE', token: bob.token })).status).toBe(404);
    expect(featuredRows(alice)).toHaveLength(1);
    await alice.api.featuredTags.remove(music.id);
    expect(featuredRows(alice)).toEqual([]);
    expect(await alice.api.featuredTags.list()).toEqual([]);
    expect((await rawFetch(`${t.url}/api/v1/featured_tags/${music.id}`, { method: 'DELETE', token: alice.token })).status).toBe(404);
  });

  it('suggests the tags the user used most lately and has not featured', async () => {
    post(t.instance, alice, '#cooking and #baking');
    post(t.instance, alice, 'More #baking');
    post(t.instance, alice, 'Also #garden');
    post(t.instance, bob, '#elsewhere');
    await alice.api.featuredTags.create('garden');
    const suggested = await alice.api.featuredTags.suggestions();
    expect(suggested.map((tag) => tag.name)).toEqual(['baking', 'cooking']);
    expect(suggested[0]).toMatchObject({ following: false, featuring: false });
    expect(suggested[0]?.history[0]).toMatchObject({ uses: '2', accounts: '1' });
  });
});
