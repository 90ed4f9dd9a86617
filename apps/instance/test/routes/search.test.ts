import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, follow, remoteAccount } from '../support/status-fixtures';
import { post, rawFetch } from '../support/user-data-fixtures';

describe('search (v2)', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null, displayName: 'Alice Liddell' });
    bob = t.user('bob', { password: null, displayName: 'Bobby Tables' });
    carol = t.user('carol', { password: null, displayName: 'Carol about Alice' });
    t.user('alicia', { password: null, displayName: 'Someone' });
    remoteAccount(t.instance, 'alice', 'remote.example');
    follow(t.instance, bob, carol);
    post(t.instance, alice, 'Trumpets are #Music to my ears #musicians');
    post(t.instance, bob, 'More #music please, trumpet solo');
    post(t.instance, carol, 'Quiet day #mushrooms');
    post(t.instance, carol, 'a secret trumpet plan', { visibility: 'private' });
  });
  afterAll(() => t.close());

  it('finds accounts by username and display name, the exact match first', async () => {
    const { accounts } = await bob.api.search.search({ q: 'alice', type: 'accounts' });
    expect(accounts[0]?.acct).toBe('alice');
    expect(accounts.map((a) => a.acct).sort()).toEqual(['alice', 'alice@remote.example', 'carol']);
    expect((await bob.api.search.search({ q: 'ali', type: 'accounts' })).accounts.map((a) => a.acct)).toContain('alicia');
    expect((await bob.api.search.search({ q: '@alice@remote.example', type: 'accounts' })).accounts.map((a) => a.acct)).toEqual([
      'alice@remote.example',
    ]);
    expect((await bob.api.search.search({ q: 'tables' })).accounts.map((a) => a.acct)).toEqual(['bob']);
    expect((await bob.api.search.search({ q: 'alice', type: 'accounts', following: true })).accounts.map((a) => a.acct)).toEqual(['carol']);
  });

  it('finds hashtags by prefix, with their URL and a week of history', async () => {
    const { hashtags, accounts } = await alice.api.search.search({ q: '#mus' });
    // The exact match, then shorter names, then by name.
    expect(hashtags.map((h) => h.name)).toEqual(['music', 'mushrooms', 'musicians']);
    expect(accounts).toEqual([]);
    const music = hashtags[0];
    expect(music?.url).toBe(`${t.url}/tags/music`);
    expect(music?.history).toHaveLength(7);
    expect(music?.history[0]).toMatchObject({ uses: '2', accounts: '2' });
    expect(Number(music?.history[0]?.day) % 86_400).toBe(0);
    expect((await alice.api.search.search({ q: 'music', type: 'hashtags' })).hashtags[0]?.name).toBe('music');
  });

  it('finds statuses containing every word among those the viewer may see, signed in only', async () => {
    const forBob = await bob.api.search.search({ q: 'trumpet', type: 'statuses' });
    expect(forBob.statuses.map((s) => s.account.acct)).toEqual(['carol', 'bob', 'alice']);
    const forAlice = await alice.api.search.search({ q: 'TRUMPET', type: 'statuses' });
    expect(forAlice.statuses.map((s) => s.account.acct)).toEqual(['bob', 'alice']);
    expect((await alice.api.search.search({ q: 'trumpet solo', type: 'statuses' })).statuses.map((s) => s.account.acct)).toEqual(['bob']);
    expect((await bob.api.search.search({ q: 'trumpet', type: 'statuses', account_id: alice.account.id })).statuses).toHaveLength(1);
    expect((await t.anonymous().search.search({ q: 'trumpet' })).statuses).toEqual([]);
  });

  it('applies limit and, with a type, offset', async () => {
    const one = await bob.api.search.search({ q: 'trumpet', type: 'statuses', limit: 1 });
    const next = await bob.api.search.search({ q: 'trumpet', type: 'statuses', limit: 1, offset: 1 });
    expect(one.statuses.map((s) => s.account.acct)).toEqual(['carol']);
    expect(next.statuses.map((s) => s.account.acct)).toEqual(['bob']);
    // Without a type, offset is ignored, as in Mastodon's SearchService.
    expect((await bob.api.search.search({ q: 'trumpet', limit: 1, offset: 1 })).statuses.map((s) => s.account.acct)).toEqual(['carol']);
  });

  it('leaves out what a block hides', async () => {
    const dave = t.user('dave', { password: null });
    block(t.instance, alice, dave);
    const found = await dave.api.search.search({ q: 'alice' });
    expect(found.accounts.map((a) => a.acct)).not.toContain('alice');
    expect((await dave.api.search.search({ q: 'trumpets', type: 'statuses' })).statuses).toEqual([]);
  });

  it('resolves a URL of this server to the status or account it names', async () => {
    const status = post(t.instance, alice, 'linkable');
    const hidden = post(t.instance, carol, 'hidden', { visibility: 'private' });
    const found = await bob.api.search.search({ q: status.url ?? '', resolve: true });
    expect(found.statuses.map((s) => s.id)).toEqual([status.id]);
    expect((await bob.api.search.search({ q: status.uri, resolve: true })).statuses.map((s) => s.id)).toEqual([status.id]);
    expect((await alice.api.search.search({ q: hidden.url ?? '', resolve: true })).statuses).toEqual([]);
    expect((await bob.api.search.search({ q: `${t.url}/@alice`, resolve: true })).accounts.map((a) => a.acct)).toEqual(['alice']);
    expect((await bob.api.search.search({ q: status.url ?? '', resolve: true, type: 'accounts' })).statuses).toEqual([]);
  });

  it('with resolve, puts the account a handle names first, and searches no statuses or hashtags for it', async () => {
    const domain = t.instance.config.domain;
    const first = async (q: string): Promise<string | undefined> => (await bob.api.search.search({ q, resolve: true })).accounts[0]?.acct;
    expect(await first('@alice')).toBe('alice');
    expect(await first('alice@remote.example')).toBe('alice@remote.example');
    expect(await first('@alice@remote.example')).toBe('alice@remote.example');
    expect(await first(`@alice@${domain}`)).toBe('alice');
    expect(await first(`carol@${domain}`)).toBe('carol');
    const handle = await bob.api.search.search({ q: '@alice@remote.example', resolve: true });
    expect(handle.statuses).toEqual([]);
    expect(handle.hashtags).toEqual([]);
    const unknown = await bob.api.search.search({ q: '@nobody@nowhere.example', resolve: true });
    expect(unknown).toEqual({ accounts: [], statuses: [], hashtags: [] });
    // Plain text with resolve still searches all three.
    const text = await bob.api.search.search({ q: 'music', resolve: true });
    expect(text.hashtags.map((h) => h.name)).toEqual(['music', 'musicians']);
    expect(text.statuses.map((s) => s.account.acct)).toEqual(['bob', 'alice']);
  });

  it('gives hashtags their id and, signed in, whether the viewer follows them, followed unused ones included', async () => {
    await bob.api.tags.follow('musicology');
    const signedIn = await bob.api.search.search({ q: '#music', type: 'hashtags' });
    expect(signedIn.hashtags.map((h) => [h.name, h.following])).toEqual([
      ['music', false],
      ['musicians', false],
      ['musicology', true],
    ]);
    for (const tag of signedIn.hashtags) expect(tag.id).toMatch(/^\d+$/);
    const anonymous = await rawFetch(`${t.url}/api/v2/search?q=%23music&type=hashtags`);
    const [tag] = (anonymous.body as { hashtags: Record<string, unknown>[] }).hashtags;
    expect(tag).toMatchObject({ name: 'music', id: signedIn.hashtags[0]?.id });
    expect(tag).not.toHaveProperty('following');
    await bob.api.tags.unfollow('musicology');
  });

  it('pages accounts and hashtags with offset, without repeats', async () => {
    const pages = async (type: 'accounts' | 'hashtags', q: string): Promise<string[][]> => {
      const all: string[][] = [];
      for (let offset = 0; offset < 5; offset += 1) {
        const found = await bob.api.search.search({ q, type, limit: 1, offset });
        all.push(type === 'accounts' ? found.accounts.map((a) => a.acct) : found.hashtags.map((h) => h.name));
      }
      return all;
    };
    const accounts = (await pages('accounts', 'ali')).flat();
    // No exact match for `ali`: bob's follow (carol, "Carol about Alice") comes first.
    expect(accounts[0]).toBe('carol');
    expect(new Set(accounts).size).toBe(accounts.length);
    expect([...accounts].sort()).toEqual(['alice', 'alice@remote.example', 'alicia', 'carol']);
    // musicology, followed and unfollowed above, is a known tag.
    expect(await pages('hashtags', 'mus')).toEqual([['music'], ['mushrooms'], ['musicians'], ['musicology'], []]);
  });

  it('answers 400 without q and 401 for pagination or resolve signed out', async () => {
    expect((await rawFetch(`${t.url}/api/v2/search`, { token: bob.token })).status).toBe(400);
    expect((await rawFetch(`${t.url}/api/v2/search?q=%20`, { token: bob.token })).status).toBe(400);
    expect((await rawFetch(`${t.url}/api/v2/search?q=alice&offset=1&type=accounts`)).status).toBe(401);
    expect((await rawFetch(`${t.url}/api/v2/search?q=alice&resolve=true`)).status).toBe(401);
    const anonymous = await t.anonymous().search.search({ q: 'bob' });
    expect(anonymous.accounts.map((a) => a.acct)).toEqual(['bob']);
  });
});
