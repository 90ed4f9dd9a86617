import sharp from 'sharp';
import { snowflake } from '../../src/db/ids';
import { postStatus } from '../../src/services/post-status';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawRequest } from '../support/relationship-helpers';
import { createList, fakeMedia, remoteAccount } from '../support/status-fixtures';

const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();

describe('verify_credentials and update_credentials', () => {
  let t: TestInstance;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { note: 'Hello from #here' });
  });
  afterAll(() => t.close());

  it('answers the signed-in account with its source', async () => {
    const me = await alice.api.accounts.verifyCredentials();
    expect(me).toMatchObject({ id: alice.account.id, username: 'alice', acct: 'alice', locked: false });
    expect(me.source).toMatchObject({ privacy: 'public', sensitive: false, note: 'Hello from #here', follow_requests_count: 0 });
    expect(me.note).toContain('<a href=');
  });

  it('needs a token (401) with an account-reading scope (403)', async () => {
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/verify_credentials', 'bogus')).status).toBe(401);
    const writer = t.user('writer', { scopes: 'write:statuses' });
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/verify_credentials', writer.token)).status).toBe(403);
    const profile = t.user('profiled', { scopes: 'profile' });
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/verify_credentials', profile.token)).status).toBe(200);
    const reader = t.user('reader', { scopes: 'read' });
    expect((await rawRequest(t, 'PATCH', '/api/v1/accounts/update_credentials', reader.token, { display_name: 'x' })).status).toBe(403);
  });

  it('round-trips a multipart update with an avatar and a header, cropped to Mastodon’s sizes', async () => {
    const avatar = new Blob([new Uint8Array(await png(800, 600))], { type: 'image/png' });
    const header = new Blob([new Uint8Array(await png(3000, 800))], { type: 'image/png' });
    const updated = await alice.api.accounts.updateCredentials({
      display_name: 'Alice A.',
      note: 'Bio with https://example.com',
      locked: true,
      bot: true,
      discoverable: false,
      avatar,
      header,
      fields_attributes: [
        { name: 'Site', value: 'https://alice.example' },
        { name: '', value: '' },
        { name: 'Pronouns', value: 'she/her' },
      ],
      source: { privacy: 'unlisted', sensitive: true, language: 'de' },
    });
    expect(updated).toMatchObject({ display_name: 'Alice A.', locked: true, bot: true, discoverable: false });
    expect(updated.source).toMatchObject({ privacy: 'unlisted', sensitive: true, language: 'de', note: 'Bio with https://example.com' });
    expect(updated.source.fields.map((f) => [f.name, f.value])).toEqual([
      ['Site', 'https://alice.example'],
      ['Pronouns', 'she/her'],
    ]);
    expect(updated.fields[0]?.value).toContain('href="https://alice.example"');
    expect(updated.avatar).toMatch(/\/system\/accounts\/avatars\/.+\.png$/);

    for (const [url, width, height] of [
      [updated.avatar, 400, 400],
      [updated.header, 1500, 500],
    ] as const) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    const again = await alice.api.accounts.verifyCredentials();
    expect(again).toMatchObject({ display_name: 'Alice A.', avatar: updated.avatar, header: updated.header, locked: true });
    expect((await t.anonymous().accounts.fetch(alice.account.id)).avatar).toBe(updated.avatar);

    const replaced = await alice.api.accounts.updateCredentials({ avatar: new Blob([new Uint8Array(await png(50, 50))], { type: 'image/png' }) });
    expect(replaced.avatar).not.toBe(updated.avatar);
    expect((await fetch(replaced.avatar)).status).toBe(200);
    expect((await fetch(updated.avatar)).status).toBe(404);
    expect(replaced.header).toBe(updated.header);
  });

  it('accepts JSON, changes only what is sent, and keeps a verified field’s verification', async () => {
    t.instance.db
      .prepare('UPDATE accounts SET fields = ? WHERE id = ?')
      .run(JSON.stringify([{ name: 'Site', value: 'https://alice.example', verified_at: '2024-01-01T00:00:00.000Z' }]), alice.account.id);
    const response = await rawRequest(t, 'PATCH', '/api/v1/accounts/update_credentials', alice.token, {
      locked: false,
      fields_attributes: [
        { name: 'Website', value: 'https://alice.example' },
        { name: 'Other', value: 'x' },
      ],
    });
    expect(response.status).toBe(200);
    const me = await alice.api.accounts.verifyCredentials();
    expect(me).toMatchObject({ locked: false, display_name: 'Alice A.', bot: true });
    expect(me.fields.map((f) => f.verified_at)).toEqual(['2024-01-01T00:00:00.000Z', null]);
  });

  it('refuses invalid values with 422 and changes nothing', async () => {
    const before = await alice.api.accounts.verifyCredentials();
    const bad: Record<string, unknown>[] = [
      { display_name: 'x'.repeat(31) },
      { note: 'x'.repeat(501) },
      { fields_attributes: Array.from({ length: 5 }, (_, i) => ({ name: `n${i}`, value: 'v' })) },
      { source: { privacy: 'direct' } },
      { source: { language: 'not a language' } },
      { locked: 'maybe' },
      { display_name: 'ok', note: 'y'.repeat(501) },
    ];
    for (const body of bad) {
      const response = await rawRequest(t, 'PATCH', '/api/v1/accounts/update_credentials', alice.token, body);
      expect(response.status).toBe(422);
      expect((response.body as { error: string }).error).toMatch(/^Validation failed: /);
    }
    await expect(alice.api.accounts.updateCredentials({ avatar: new Blob(['not an image'], { type: 'image/png' }) })).rejects.toMatchObject({ status: 422 });
    const whole = await png(300, 300);
    const truncated = new Blob([new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)))], { type: 'image/png' });
    await expect(alice.api.accounts.updateCredentials({ header: truncated })).rejects.toMatchObject({ status: 422 });
    const after = await alice.api.accounts.verifyCredentials();
    expect(after).toEqual(before);
    expect(await alice.api.accounts.updateCredentials({ display_name: 'x'.repeat(30) })).toMatchObject({ display_name: 'x'.repeat(30) });
  });
});

describe('reading accounts', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let remoteId: string;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { displayName: 'Alice Liddell' });
    bob = t.user('bob', { displayName: 'Bobby Tables' });
    t.user('alicia', { displayName: 'Someone' });
    t.user('carl', { displayName: 'Carl Alison' });
    remoteId = remoteAccount(t.instance, 'alice', 'remote.example');
  });
  afterAll(() => t.close());

  it('shows an account to anyone and answers 404 for none', async () => {
    expect(await t.anonymous().accounts.fetch(bob.account.id)).toMatchObject({ id: bob.account.id, acct: 'bob', display_name: 'Bobby Tables' });
    const missing = await rawRequest(t, 'GET', '/api/v1/accounts/999999999999999999');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Record not found' } });
    const several = await rawRequest(t, 'GET', `/api/v1/accounts?id[]=${bob.account.id}&id[]=1&id[]=${alice.account.id}`);
    expect((several.body as { id: string }[]).map((a) => a.id)).toEqual([bob.account.id, alice.account.id]);
  });

  it('looks accounts up by acct, with or without @ and the local domain', async () => {
    const api = t.anonymous();
    expect((await api.accounts.lookup('bob')).id).toBe(bob.account.id);
    expect((await api.accounts.lookup('@bob')).id).toBe(bob.account.id);
    expect((await api.accounts.lookup(`bob@${t.instance.config.domain}`)).id).toBe(bob.account.id);
    expect((await api.accounts.lookup('alice@remote.example')).id).toBe(remoteId);
    await expect(api.accounts.lookup('nobody')).rejects.toMatchObject({ status: 404 });
  });

  it('searches by username, acct and display name prefix, exact user@domain first', async () => {
    const names = (accounts: { acct: string }[]) => accounts.map((a) => a.acct);
    expect(names(await bob.api.accounts.search({ q: 'ali' }))).toEqual(expect.arrayContaining(['alice', 'alicia', 'alice@remote.example', 'carl']));
    expect(names(await bob.api.accounts.search({ q: '@alice@remote.example' }))[0]).toBe('alice@remote.example');
    expect(names(await bob.api.accounts.search({ q: 'alice@remote' }))).toEqual(['alice@remote.example']);
    expect(names(await bob.api.accounts.search({ q: 'alice' }))[0]).toBe('alice');
    expect(names(await bob.api.accounts.search({ q: 'tables' }))).toEqual(['bob']);
    expect(await bob.api.accounts.search({ q: 'ali', limit: 2 })).toHaveLength(2);
    await bob.api.accounts.follow(alice.account.id);
    expect(names(await bob.api.accounts.search({ q: 'ali', following: true }))).toEqual(['alice']);
    expect(await bob.api.accounts.search({ q: '%' })).toEqual([]);
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/search?q=ali')).status).toBe(401);
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/search', bob.token)).status).toBe(400);
  });

  it('lists the viewer’s own lists that hold the account', async () => {
    const mine = createList(t.instance, bob, [alice]);
    createList(t.instance, alice, [alice]);
    const lists = await bob.api.accounts.lists(alice.account.id);
    expect(lists.map((list) => list.id)).toEqual([mine]);
    expect(await bob.api.accounts.lists(bob.account.id)).toEqual([]);
    await expect(bob.api.accounts.lists('999999999999999999')).rejects.toMatchObject({ status: 404 });
  });

  it('answers identity proofs from the table', async () => {
    t.instance.db
      .prepare('INSERT INTO identity_proofs (account_id, provider, provider_username, proof_url, profile_url, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(alice.account.id, 'keybase', 'alice', 'https://keybase.io/alice/sigs/1', 'https://keybase.io/alice', '2024-01-01T00:00:00.000Z');
    expect(await t.anonymous().accounts.identityProofs(alice.account.id)).toEqual([
      { provider: 'keybase', provider_username: 'alice', proof_url: 'https://keybase.io/alice/sigs/1', profile_url: 'https://keybase.io/alice', updated_at: '2024-01-01T00:00:00.000Z' },
    ]);
    expect(await t.anonymous().accounts.identityProofs(bob.account.id)).toEqual([]);
  });
});

describe('GET /api/v1/accounts/:id/statuses', () => {
  let t: TestInstance;
  let author: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestInstance();
    author = t.user('author');
    follower = t.user('follower');
    stranger = t.user('stranger');
    other = t.user('other');
    await follower.api.accounts.follow(author.account.id);
    const post = (name: string, text: string, input: Parameters<typeof postStatus>[2] = { text }) => {
      ids[name] = postStatus(t.instance, author.account.id, { ...input, text }).id;
    };
    const foreign = postStatus(t.instance, other.account.id, { text: 'by other #cats' });
    post('public', 'public #cats');
    post('unlisted', 'unlisted', { text: '', visibility: 'unlisted' });
    post('private', 'private', { text: '', visibility: 'private' });
    post('direct', `@stranger direct`, { text: '', visibility: 'direct' });
    post('selfReply', 'thread', { text: '', inReplyToId: ids.public });
    post('reply', 'reply to other', { text: '', inReplyToId: foreign.id });
    post('media', 'with media', { text: '', mediaIds: [fakeMedia(t.instance, author)] });
    ids.reblog = snowflake();
    t.instance.db
      .prepare("INSERT INTO statuses (id, account_id, uri, visibility, reblog_of_id, conversation_id, created_at) VALUES (?, ?, ?, 'public', ?, ?, ?)")
      .run(ids.reblog, author.account.id, `${t.url}/users/author/statuses/${ids.reblog}`, foreign.id, foreign.id, new Date().toISOString());
    const pin = t.instance.db.prepare('INSERT INTO status_pins (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)');
    pin.run(snowflake(), author.account.id, ids.unlisted, new Date().toISOString());
    pin.run(snowflake(), author.account.id, ids.public, new Date().toISOString());
  });
  afterAll(() => t.close());

  const list = async (user: TestUser | null, query: string = '') => {
    const response = await rawRequest(t, 'GET', `/api/v1/accounts/${author.account.id}/statuses${query}`, user?.token);
    expect(response.status).toBe(200);
    return { ids: (response.body as { id: string }[]).map((s) => s.id), link: response.link };
  };
  const named = (...names: string[]) => names.map((name) => ids[name]);

  it('shows each viewer what they may see, newest first', async () => {
    const everything = named('reblog', 'media', 'reply', 'selfReply', 'direct', 'private', 'unlisted', 'public');
    expect((await list(author)).ids).toEqual(everything);
    expect((await list(null)).ids).toEqual(named('reblog', 'media', 'reply', 'selfReply', 'unlisted', 'public'));
    expect((await list(follower)).ids).toEqual(named('reblog', 'media', 'reply', 'selfReply', 'private', 'unlisted', 'public'));
    expect((await list(stranger)).ids).toEqual(named('reblog', 'media', 'reply', 'selfReply', 'direct', 'unlisted', 'public'));
    const viaClient = await follower.api.accounts.statuses(author.account.id);
    expect(viaClient.items.map((s) => s.id)).toEqual(named('reblog', 'media', 'reply', 'selfReply', 'private', 'unlisted', 'public'));
    expect(viaClient.items[0]?.reblog?.account.id).toBe(other.account.id);
  });

  it('filters replies (keeping self-replies), boosts, media and tags', async () => {
    expect((await list(author, '?exclude_replies=true')).ids).not.toContain(ids.reply);
    expect((await list(author, '?exclude_replies=true')).ids).toContain(ids.selfReply);
    expect((await list(author, '?exclude_reblogs=true')).ids).not.toContain(ids.reblog);
    expect((await list(author, '?only_media=true')).ids).toEqual(named('media'));
    expect((await list(author, '?tagged=CATS')).ids).toEqual(named('public'));
  });

  it('lists pins, most recently pinned first', async () => {
    expect((await list(null, '?pinned=true')).ids).toEqual(named('public', 'unlisted'));
    const pinned = await follower.api.accounts.statuses(author.account.id, { pinned: true });
    expect(pinned.items.map((s) => s.id)).toEqual(named('public', 'unlisted'));
  });

  it('hides boosts of accounts the viewer blocks or mutes, and everything from an author who blocks the viewer', async () => {
    await stranger.api.accounts.mute(other.account.id);
    expect((await list(stranger)).ids).not.toContain(ids.reblog);
    await stranger.api.accounts.unmute(other.account.id);
    expect((await list(stranger)).ids).toContain(ids.reblog);
    await author.api.accounts.block(stranger.account.id);
    expect((await list(stranger)).ids).toEqual([]);
    await author.api.accounts.unblock(stranger.account.id);
  });

  it('pages with limit (default 20, max 40), max_id and min_id, and Link headers', async () => {
    for (let i = 0; i < 45; i += 1) postStatus(t.instance, author.account.id, { text: `filler ${i}` });
    expect((await list(null)).ids).toHaveLength(20);
    expect((await list(null, '?limit=100')).ids).toHaveLength(40);
    const first = await t.anonymous().accounts.statuses(author.account.id, { limit: 5, exclude_replies: true });
    expect(first.items).toHaveLength(5);
    expect(first.next).toContain('exclude_replies=true');
    const second = await t.anonymous().accounts.statuses(author.account.id, {}, { cursor: first.next });
    expect(second.items[0]!.id < first.items[4]!.id).toBe(true);
    const back = await t.anonymous().accounts.statuses(author.account.id, {}, { cursor: second.prev });
    expect(back.items.map((s) => s.id)).toEqual(first.items.map((s) => s.id));
    expect((await rawRequest(t, 'GET', '/api/v1/accounts/999999999999999999/statuses')).status).toBe(404);
    expect((await rawRequest(t, 'GET', `/api/v1/accounts/${author.account.id}/statuses?limit=abc`)).status).toBe(400);
  });
});
