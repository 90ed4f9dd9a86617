import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow, mute } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

describe('tags and followed tags', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let stranger: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    stranger = t.user('stranger', { password: null });
  });
  afterEach(() => t.close());

  const homeIds = async (user: TestUser = alice): Promise<string[]> => (await user.api.timelines.home({ limit: 40 })).items.map((s) => s.id);
  const followRows = () => t.instance.db.prepare('SELECT g.name FROM tag_follows f JOIN tags g ON g.id = f.tag_id WHERE f.account_id = ?').all(alice.account.id);

  it('follows a tag: its public statuses from strangers join home, not muted or hidden ones, and leave on unfollow', async () => {
    const before = post(t.instance, stranger, 'Too early for #Cats');
    clock.advance(1000);
    const tag = await alice.api.tags.follow('#cats');
    expect(tag).toMatchObject({ name: 'cats', following: true, featuring: false });
    expect(tag.id).toMatch(/^\d+$/);
    expect(followRows()).toEqual([{ name: 'cats' }]);
    // A second follow is no error and keeps one row (4.1's idempotent follow).
    expect((await alice.api.tags.follow('cats')).following).toBe(true);
    expect(followRows()).toHaveLength(1);

    clock.advance(1000);
    const tagged = post(t.instance, stranger, 'Look at my #cats');
    const unlisted = post(t.instance, stranger, 'Quiet #cats', { visibility: 'unlisted' });
    const untagged = post(t.instance, stranger, 'No tag here');
    const muted = t.user('muted', { password: null });
    mute(t.instance, alice, muted);
    const fromMuted = post(t.instance, muted, 'Muted #cats');
    const mentioner = post(t.instance, stranger, '@muted likes #cats');

    const home = await homeIds();
    expect(home).toContain(tagged.id);
    expect(home).not.toContain(before.id);
    expect(home).not.toContain(unlisted.id);
    expect(home).not.toContain(untagged.id);
    expect(home).not.toContain(fromMuted.id);
    expect(home).not.toContain(mentioner.id);
    // Another user, who follows no tag, does not get it.
    const other = t.user('other', { password: null });
    expect(await homeIds(other)).not.toContain(tagged.id);

    const unfollowed = await alice.api.tags.unfollow('cats');
    expect(unfollowed.following).toBe(false);
    expect(followRows()).toEqual([]);
    expect(await homeIds()).not.toContain(tagged.id);
  });

  it('keeps statuses of followed accounts in home after unfollowing a tag they carry', async () => {
    follow(t.instance, alice, stranger);
    await alice.api.tags.follow('dogs');
    clock.advance(1000);
    const tagged = post(t.instance, stranger, 'Walkies #dogs');
    await alice.api.tags.unfollow('dogs');
    expect(await homeIds()).toContain(tagged.id);
  });

  it('shows a tag with its id, week of history, and the viewer’s flags only when signed in', async () => {
    post(t.instance, stranger, 'One #birds');
    post(t.instance, alice, 'Two #birds');
    post(t.instance, alice, 'Private #birds', { visibility: 'private' });
    const anonymous = await rawFetch(`${t.url}/api/v1/tags/Birds`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).not.toHaveProperty('following');
    expect(anonymous.body).not.toHaveProperty('featuring');
    const shown = await alice.api.tags.fetch('birds');
    expect(shown).toMatchObject({ name: 'birds', url: `${t.url}/tags/birds`, following: false, featuring: false });
    expect(shown.history).toHaveLength(7);
    const midnight = Math.floor(clock.now().getTime() / 86_400_000) * 86_400;
    expect(shown.history[0]).toEqual({ day: String(midnight), uses: '2', accounts: '2' });
    expect(shown.history[1]).toEqual({ day: String(midnight - 86_400), uses: '0', accounts: '0' });
    expect((anonymous.body as { id: string }).id).toBe(shown.id);
    // A name never used gets a real id too, and the same one the next time.
    const fresh = await alice.api.tags.fetch('neverused');
    expect(fresh.id).toMatch(/^\d+$/);
    expect((await alice.api.tags.fetch('neverused')).id).toBe(fresh.id);
  });

  it('answers 404 to a name that is no hashtag and 401 to a follow without a token', async () => {
    expect((await rawFetch(`${t.url}/api/v1/tags/123`)).status).toBe(404);
    expect((await rawFetch(`${t.url}/api/v1/tags/no-dash/follow`, { method: 'POST', token: alice.token })).status).toBe(404);
    expect((await rawFetch(`${t.url}/api/v1/tags/cats/follow`, { method: 'POST' })).status).toBe(401);
    expect(followRows()).toEqual([]);
  });

  it('lists followed tags newest first, a page at a time with Link headers', async () => {
    for (const name of ['one', 'two', 'three']) {
      await alice.api.tags.follow(name);
      clock.advance(1000);
    }
    const first = await alice.api.followedTags.list({ limit: 2 });
    expect(first.items.map((tag) => tag.name)).toEqual(['three', 'two']);
    expect(first.items.every((tag) => tag.following === true && tag.history.length === 7)).toBe(true);
    expect(first.next).not.toBeNull();
    const second = await alice.api.followedTags.list({}, { cursor: first.next });
    expect(second.items.map((tag) => tag.name)).toEqual(['one']);
    expect((await stranger.api.followedTags.list()).items).toEqual([]);
  });

  it('features and unfeatures a tag through its name, up to ten', async () => {
    const featured = await alice.api.tags.feature('music');
    expect(featured).toMatchObject({ name: 'music', featuring: true, following: false });
    expect((await alice.api.featuredTags.list()).map((tag) => tag.name)).toEqual(['music']);
    // Featuring it again keeps one.
    await alice.api.tags.feature('music');
    expect(await alice.api.featuredTags.list()).toHaveLength(1);
    for (let i = 1; i < 10; i += 1) await alice.api.tags.feature(`tag${String.fromCharCode(96 + i)}`);
    const over = await rawFetch(`${t.url}/api/v1/tags/eleventh/feature`, { method: 'POST', token: alice.token });
    expect(over).toMatchObject({ status: 422, body: { error: 'Validation failed: You have already featured the maximum number of hashtags' } });
    expect((await alice.api.tags.unfeature('music')).featuring).toBe(false);
    expect((await alice.api.featuredTags.list()).map((tag) => tag.name)).not.toContain('music');
    expect(await alice.api.featuredTags.list()).toHaveLength(9);
  });
});
