import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

const DAY = 86_400_000;
const card = (url: string, title: string) => ({ url, title, description: '', type: 'link', author_name: '', author_url: '', provider_name: 'Example', provider_url: 'https://example.com', html: '', width: 0, height: 0, image: null, embed_url: '', blurhash: null });

describe('trends', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    ann = t.user('ann', { password: null });
    ben = t.user('ben', { password: null });
    cat = t.user('cat', { password: null });
  });
  afterEach(() => t.close());

  const midnight = () => Math.floor(clock.now().getTime() / DAY) * (DAY / 1000);

  it('ranks tags of the week’s public statuses by accounts, then uses, with a history that moves with the clock', async () => {
    for (const user of [ann, ben, cat]) post(t.instance, user, 'All about #popular');
    post(t.instance, ann, '#solo once');
    post(t.instance, ann, '#solo twice');
    post(t.instance, ben, 'Not counted #hidden', { visibility: 'unlisted' });
    post(t.instance, ben, 'Not counted either #secret', { visibility: 'private' });

    const anonymous = await rawFetch(`${t.url}/api/v1/trends/tags`);
    expect(anonymous.body).toEqual([expect.not.objectContaining({ following: false }), expect.anything()]);
    const trending = (await t.anonymous().trends.tags()).items;
    expect(trending.map((tag) => tag.name)).toEqual(['popular', 'solo']);
    expect(trending[0]?.history[0]).toEqual({ day: String(midnight()), uses: '3', accounts: '3' });
    expect(trending[1]?.history[0]).toEqual({ day: String(midnight()), uses: '2', accounts: '1' });

    // Signed in, the viewer's flags come along.
    await ann.api.tags.follow('solo');
    expect((await ann.api.trends.tags()).items.map((tag) => [tag.name, tag.following])).toEqual([['popular', false], ['solo', true]]);

    clock.advance(2 * DAY);
    const later = (await t.anonymous().trends.tags()).items;
    expect(later[0]?.history.map((day) => day.uses)).toEqual(['0', '0', '3', '0', '0', '0', '0']);
    expect(later[0]?.history[0]?.day).toBe(String(midnight()));

    clock.advance(6 * DAY);
    expect((await t.anonymous().trends.tags()).items).toEqual([]);
  });

  it('pages trending tags by offset with Link headers', async () => {
    post(t.instance, ann, '#first');
    post(t.instance, ben, '#first #second');
    post(t.instance, cat, '#third');
    const first = await rawFetch(`${t.url}/api/v1/trends/tags?limit=1`);
    expect((first.body as { name: string }[]).map((tag) => tag.name)).toEqual(['first']);
    expect(first.headers.get('link')).toBe(`<${t.url}/api/v1/trends/tags?limit=1&offset=1>; rel="next"`);
    const page = await t.anonymous().trends.tags({ limit: 1 });
    const next = await t.anonymous().trends.tags({}, { cursor: page.next });
    // One account each: the latest use first.
    expect(next.items.map((tag) => tag.name)).toEqual(['third']);
    expect((await t.anonymous().trends.tags({ limit: 2, offset: 2 })).items.map((tag) => tag.name)).toEqual(['second']);
    expect((await rawFetch(`${t.url}/api/v1/trends/tags?offset=x`)).status).toBe(400);
  });

  it('ranks eligible statuses by the boosts and favourites they got this week', async () => {
    const top = post(t.instance, ann, 'Top post');
    const second = post(t.instance, ben, 'Second post');
    const sensitive = post(t.instance, cat, 'Sensitive', { sensitive: true });
    const warned = post(t.instance, cat, 'Warned', { spoilerText: 'cw' });
    const reply = post(t.instance, cat, 'A reply', { inReplyToId: top.id });
    const quiet = post(t.instance, cat, 'Unlisted', { visibility: 'unlisted' });
    const hidden = t.user('hidden', { password: null });
    t.instance.db.prepare('UPDATE accounts SET discoverable = 0 WHERE id = ?').run(hidden.account.id);
    const undiscoverable = post(t.instance, hidden, 'Not discoverable');
    post(t.instance, cat, 'Nobody cares');

    for (const fan of [ben, cat]) await fan.api.statuses.favourite(top.id);
    await cat.api.statuses.reblog(top.id);
    await ann.api.statuses.favourite(second.id);
    // Favouriting one's own status does not count.
    await ben.api.statuses.favourite(second.id);
    for (const status of [sensitive, warned, reply, quiet, undiscoverable]) {
      await ann.api.statuses.favourite(status.id);
      await ben.api.statuses.favourite(status.id);
    }

    expect((await t.anonymous().trends.statuses()).items.map((s) => s.id)).toEqual([top.id, second.id]);
    const viewer = t.user('viewer', { password: null });
    block(t.instance, viewer, ann);
    expect((await viewer.api.trends.statuses()).items.map((s) => s.id)).toEqual([second.id]);

    clock.advance(8 * DAY);
    expect((await t.anonymous().trends.statuses()).items).toEqual([]);
  });

  it('ranks links of public statuses’ cards by the accounts sharing them, with their history', async () => {
    post(t.instance, ann, 'Read this', { card: card('https://example.com/a', 'Article A') });
    post(t.instance, ben, 'Read this too', { card: card('https://example.com/a', 'Article A') });
    post(t.instance, cat, 'And this', { card: card('https://example.com/b', 'Article B') });
    post(t.instance, cat, 'Private link', { card: card('https://example.com/c', 'Article C'), visibility: 'private' });
    const links = (await t.anonymous().trends.links()).items;
    expect(links.map((link) => [link.url, link.title])).toEqual([
      ['https://example.com/a', 'Article A'],
      ['https://example.com/b', 'Article B'],
    ]);
    expect(links[0]?.history[0]).toEqual({ day: String(midnight()), uses: '2', accounts: '2' });
    clock.advance(DAY);
    expect((await t.anonymous().trends.links()).items[0]?.history.slice(0, 2).map((day) => day.uses)).toEqual(['0', '2']);
  });
});
