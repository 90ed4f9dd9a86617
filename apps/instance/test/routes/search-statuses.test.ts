import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { fakeMedia, mute, remoteAccount } from '../support/status-fixtures';
import { mark, post, rawFetch } from '../support/user-data-fixtures';
import { postStatus } from '../../src/services/post-status';

/**
 * Status search through the full-text index and Mastodon's search operators
 * (https://docs.joinmastodon.org/user/network/#search), seen by bob.
 */
describe('search (v2): statuses', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  /** Each seeded status's id by its letter. */
  const ids = new Map<string, string>();
  const letterOf = (id: string): string => [...ids].find(([, value]) => value === id)?.[0] ?? `?${id}`;
  const at = (iso: string): Date => new Date(iso);

  const search = async (q: string, user: TestUser = bob, params: Record<string, string | number> = {}): Promise<string[]> => {
    const found = await user.api.search.search({ q, type: 'statuses', limit: 40, ...params });
    return found.statuses.map((status) => letterOf(status.id));
  };

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    carol = t.user('carol', { password: null });
    const zoe = remoteAccount(t.instance, 'zoe', 'remote.example');
    const card = (type: string, url: string): Record<string, unknown> => ({ url, title: 'Harbour news', description: '', type });

    const a = post(t.instance, alice, 'Crème brûlée recipe for the weekend', { createdAt: at('2024-03-10T12:00:00Z') });
    ids.set('A', a.id);
    const photo = fakeMedia(t.instance, alice, 'Boats at dawn');
    ids.set('B', post(t.instance, alice, 'Harbour photos from the morning walk', { mediaIds: [photo], createdAt: at('2024-03-11T08:00:00Z') }).id);
    ids.set('C', post(t.instance, bob, 'Which harbour is best?', { poll: { options: ['North pier', 'South pier'], expiresIn: 86_400 }, createdAt: at('2024-03-12T09:00:00Z') }).id);
    ids.set('D', post(t.instance, bob, 'That brulee looks great', { inReplyToId: a.id, createdAt: at('2024-03-12T18:00:00Z') }).id);
    ids.set('E', post(t.instance, carol, 'Spicy ramen tonight', { spoilerText: 'Food', createdAt: at('2024-03-13T20:00:00Z') }).id);
    ids.set('F', postStatus(t.instance, zoe, { text: 'Reading about the harbour https://news.example/harbour', card: card('link', 'https://news.example/harbour'), createdAt: at('2024-03-14T09:00:00Z') }).id);
    ids.set('G', postStatus(t.instance, zoe, { text: 'Video of the harbour at night', card: card('video', 'https://video.example/harbour'), createdAt: at('2024-03-14T10:00:00Z') }).id);
    ids.set('H', post(t.instance, carol, 'El puerto de noche, harbour lights', { language: 'es', createdAt: at('2024-03-15T22:00:00Z') }).id);
    ids.set('P', post(t.instance, carol, 'A private harbour note', { visibility: 'private', createdAt: at('2024-03-15T23:00:00Z') }).id);
    mark(t.instance, 'favourites', bob, ids.get('E') ?? '');
  });
  afterAll(() => t.close());

  // Newest first; bob may not see carol's private status (P).
  it.each<[string, string[]]>([
    // Words: every one must occur, in any case and with or without diacritics; the last may be a prefix.
    ['brûlée', ['D', 'A']],
    ['BRULEE', ['D', 'A']],
    ['creme brulee', ['A']],
    ['harb', ['H', 'G', 'F', 'C', 'B']],
    ['harb walk', []],
    ['harbour', ['H', 'G', 'F', 'C', 'B']],
    // Quoted phrases: the words in that order; an unclosed quote runs to the end.
    ['"morning walk"', ['B']],
    ['"walk morning"', []],
    ['"brûlée', ['D', 'A']],
    // Content warnings, poll options and media descriptions are searched too.
    ['food', ['E']],
    ['south pier', ['C']],
    ['boats', ['B']],
    // Negation of words, phrases and operators.
    ['harbour -photos', ['H', 'G', 'F', 'C']],
    ['harbour -"at night"', ['H', 'F', 'C', 'B']],
    ['harbour -from:zoe@remote.example', ['H', 'C', 'B']],
    ['brûlée -is:reply', ['A']],
    ['harbour -has:poll -has:media', ['H', 'G', 'F']],
    ['+harbour +lights', ['H']],
    // from: a local or remote account by handle, or the viewer.
    ['harbour from:alice', ['B']],
    ['harbour from:@alice', ['B']],
    ['from:zoe@remote.example', ['G', 'F']],
    ['from:@zoe@remote.example harbour', ['G', 'F']],
    ['from:me', ['D', 'C']],
    ['from:nobody@nowhere.example harbour', []],
    // has: and is:
    ['has:media', ['B']],
    ['has:image', ['B']],
    ['has:video', []],
    ['has:poll', ['C']],
    ['has:link', ['G', 'F']],
    ['has:embed', ['G']],
    ['is:sensitive', ['E']],
    ['is:reply', ['D']],
    ['HAS:POLL', ['C']],
    ['harbour has:banana', []],
    // language:
    ['language:es', ['H']],
    ['language:ES', ['H']],
    ['language:es-MX harbour', ['H']],
    ['-language:en harbour', ['H']],
    // before:, after:, during: (UTC days; before and after leave the day itself out).
    ['before:2024-03-11', ['A']],
    ['after:2024-03-13', ['H', 'G', 'F']],
    ['during:2024-03-12', ['D', 'C']],
    ['after:2024-03-11 before:2024-03-13', ['D', 'C']],
    ['harbour -during:2024-03-14', ['H', 'C', 'B']],
    // domain: and in:
    ['domain:remote.example', ['G', 'F']],
    ['harbour -domain:remote.example', ['H', 'C', 'B']],
    ['in:library', ['E', 'D', 'C']],
    ['in:all brûlée', ['D', 'A']],
    // A malformed operator value is left out; an unknown prefix is text.
    ['before:notadate brûlée', ['D', 'A']],
    ['during:2024-02-30 brûlée', ['D', 'A']],
    ['recipe:weekend', []],
    ['!!!', []],
  ])('%s', async (q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it('never fails on FTS syntax or odd input', async () => {
    for (const q of ['"', '-', '--', '+', 'from:', 'has:', '*', 'NEAR(harbour night)', 'harbour OR ramen', 'harbour AND', 'NOT', '^harbour', 'text:harbour', '(', ')', '"a""b"', '-"', '🎺', 'a:b:c', 'before:2024-13-45', 'language:', '\\']) {
      const response = await rawFetch(`${t.url}/api/v2/search?type=statuses&q=${encodeURIComponent(q)}`, { token: bob.token });
      expect([q, response.status]).toEqual([q, 200]);
    }
    // Operators are not FTS syntax: `OR` is a word here.
    expect(await search('harbour OR ramen')).toEqual([]);
  });

  it('keeps account_id, max_id and min_id, and pages with offset without repeats', async () => {
    expect(await search('harbour', bob, { account_id: alice.account.id })).toEqual(['B']);
    expect(await search('harbour', bob, { max_id: ids.get('F') ?? '' })).toEqual(['C', 'B']);
    expect(await search('harbour', bob, { min_id: ids.get('F') ?? '' })).toEqual(['H', 'G']);
    const pages: string[][] = [];
    for (let offset = 0; offset < 6; offset += 2) pages.push(await search('harbour', bob, { limit: 2, offset }));
    expect(pages).toEqual([['H', 'G'], ['F', 'C'], ['B']]);
  });

  it('leaves out what the viewer may not see or has muted', async () => {
    expect(await search('private harbour', carol)).toEqual(['P']);
    expect(await search('private harbour')).toEqual([]);
    const dave = t.user('dave', { password: null });
    mute(t.instance, dave, carol);
    expect(await search('harbour', dave)).toEqual(['G', 'F', 'C', 'B']);
  });

  it('follows edits and deletions', async () => {
    const posted = await alice.api.statuses.create({ status: 'Thinking about lighthouses' });
    ids.set('X', posted.id);
    expect(await search('lighthouses')).toEqual(['X']);
    await alice.api.statuses.edit(posted.id, { status: 'Thinking about windmills', spoiler_text: 'Dutch things' });
    expect(await search('lighthouses')).toEqual([]);
    expect(await search('windmills dutch')).toEqual(['X']);
    const boost = await bob.api.statuses.reblog(posted.id);
    expect(boost.reblog?.id).toBe(posted.id);
    expect(await search('windmills')).toEqual(['X']);
    await alice.api.statuses.remove(posted.id);
    expect(await search('windmills')).toEqual([]);
  });
});
