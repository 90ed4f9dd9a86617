import type { HubMessage } from '../../src/streaming/hub';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, createList, fakeMedia, follow, mute, remoteAccount } from '../support/status-fixtures';

const count = (t: TestInstance, sql: string, ...params: string[]): number =>
  t.instance.db.prepare<string[], { n: number }>(sql).get(...params)?.n ?? 0;

async function raw(t: TestInstance, method: string, path: string, init: { token?: string; body?: string; type?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.type) headers['content-type'] = init.type;
  const response = await fetch(`${t.url}${path}`, { method, headers, body: init.body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/v1/statuses', () => {
  let t: TestInstance;
  let alice: TestUser;
  let reader: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    reader = t.user('reader', { scopes: 'read' });
    carol = t.user('carol');
    remoteAccount(t.instance, 'someone', 'remote.example');
  });
  afterAll(() => t.close());

  it('posts a status and answers it with the viewer flags', async () => {
    const status = await alice.api.statuses.create({ status: 'Hello #World', visibility: 'unlisted', spoiler_text: 'cw' });
    expect(status).toMatchObject({ visibility: 'unlisted', spoiler_text: 'cw', sensitive: true, favourited: false, reblogged: false });
    expect(status.account.id).toBe(alice.account.id);
    expect(status.tags.map((tag) => tag.name)).toEqual(['world']);
    expect((await alice.api.statuses.fetch(status.id)).id).toBe(status.id);
  });

  it('counts URLs as 23 characters: exactly 500 with a long URL passes, 501 is refused', async () => {
    const url = `https://example.com/${'x'.repeat(300)}`;
    const ok = await alice.api.statuses.create({ status: `${'a'.repeat(476)} ${url}` });
    expect(ok.content).toContain('example.com');
    await expect(alice.api.statuses.create({ status: `${'a'.repeat(477)} ${url}` })).rejects.toMatchObject({ status: 422 });
  });

  it('counts a remote mention by its local part and includes the content warning', async () => {
    await expect(alice.api.statuses.create({ status: `@someone@remote.example ${'a'.repeat(491)}` })).resolves.toBeDefined();
    await expect(alice.api.statuses.create({ status: `@someone@remote.example ${'a'.repeat(492)}` })).rejects.toMatchObject({ status: 422 });
    await expect(alice.api.statuses.create({ status: 'a'.repeat(498), spoiler_text: 'cw' })).resolves.toBeDefined();
    const refused = alice.api.statuses.create({ status: 'a'.repeat(499), spoiler_text: 'cw' });
    await expect(refused).rejects.toMatchObject({ status: 422, message: expect.stringContaining('Validation failed') });
  });

  it('refuses more than 4 attachments, a poll with media and bad poll options', async () => {
    const media = Array.from({ length: 5 }, () => fakeMedia(t.instance, alice));
    await expect(alice.api.statuses.create({ status: 'x', media_ids: media })).rejects.toMatchObject({ status: 422 });
    const poll = { options: ['a', 'b'], expires_in: 3600 };
    await expect(alice.api.statuses.create({ status: 'x', media_ids: media.slice(0, 1), poll })).rejects.toMatchObject({ status: 422 });
    for (const bad of [
      { options: ['only one'], expires_in: 3600 },
      { options: ['a', 'b', 'c', 'd', 'e'], expires_in: 3600 },
      { options: ['same', 'same'], expires_in: 3600 },
      { options: ['a', ''], expires_in: 3600 },
      { options: ['a', 'b'], expires_in: 10 },
    ]) {
      await expect(alice.api.statuses.create({ status: 'poll', poll: bad })).rejects.toMatchObject({ status: 422 });
    }
    expect(count(t, 'SELECT count(*) AS n FROM media_attachments WHERE status_id IS NOT NULL')).toBe(0);
  });

  it('attaches up to 4 media in the given order', async () => {
    const media = [fakeMedia(t.instance, alice, 'one'), fakeMedia(t.instance, alice, 'two')];
    const status = await alice.api.statuses.create({ status: '', media_ids: [media[1] ?? '', media[0] ?? ''] });
    expect(status.media_attachments.map((m) => m.description)).toEqual(['two', 'one']);
  });

  it('refuses media still processing, and someone else’s media', async () => {
    const processing = fakeMedia(t.instance, alice);
    t.instance.db.prepare('UPDATE media_attachments SET file_path = NULL WHERE id = ?').run(processing);
    await expect(alice.api.statuses.create({ status: 'too soon', media_ids: [processing] })).rejects.toMatchObject({
      status: 422,
      message: 'Cannot attach files that have not finished processing. Try again in a moment!',
    });
    const carols = fakeMedia(t.instance, carol);
    await expect(alice.api.statuses.create({ status: 'not mine', media_ids: [carols] })).rejects.toMatchObject({ status: 422 });
  });

  it('reads a form body with Rails-style nested poll params', async () => {
    const body = new URLSearchParams([
      ['status', 'Which?'],
      ['poll[options][]', 'tea'],
      ['poll[options][]', 'coffee'],
      ['poll[expires_in]', '3600'],
      ['poll[multiple]', 'true'],
      ['visibility', 'private'],
    ]).toString();
    const response = await raw(t, 'POST', '/api/v1/statuses', { token: alice.token, body, type: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ visibility: 'private', poll: { multiple: true, options: [{ title: 'tea' }, { title: 'coffee' }] } });
  });

  it('answers malformed JSON with 400, unknown visibility with 422', async () => {
    const broken = await raw(t, 'POST', '/api/v1/statuses', { token: alice.token, body: '{"status": "x",', type: 'application/json' });
    expect(broken.status).toBe(400);
    expect(typeof broken.body.error).toBe('string');
    await expect(alice.api.statuses.create({ status: 'x', visibility: 'secret' as 'public' })).rejects.toMatchObject({ status: 422 });
  });

  it('needs a token with write:statuses', async () => {
    const anonymous = await raw(t, 'POST', '/api/v1/statuses', { body: JSON.stringify({ status: 'x' }), type: 'application/json' });
    expect(anonymous.status).toBe(401);
    const bad = await raw(t, 'POST', '/api/v1/statuses', { token: 'nope', body: JSON.stringify({ status: 'x' }), type: 'application/json' });
    expect(bad.status).toBe(401);
    await expect(reader.api.statuses.create({ status: 'x' })).rejects.toMatchObject({ status: 403 });
  });

  it('remembers an Idempotency-Key per account: the same key answers the same status', async () => {
    const before = count(t, 'SELECT count(*) AS n FROM statuses WHERE account_id = ?', alice.account.id);
    const first = await alice.api.statuses.create({ status: 'once' }, { idempotencyKey: 'key-1' });
    const again = await alice.api.statuses.create({ status: 'once, retried' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.content).toContain('once');
    expect(count(t, 'SELECT count(*) AS n FROM statuses WHERE account_id = ?', alice.account.id)).toBe(before + 1);
    const other = await alice.api.statuses.create({ status: 'twice' }, { idempotencyKey: 'key-2' });
    expect(other.id).not.toBe(first.id);
    // Another account's key space is its own.
    const carols = await carol.api.statuses.create({ status: 'mine' }, { idempotencyKey: 'key-1' });
    expect(carols.id).not.toBe(first.id);
    expect(carols.account.id).toBe(carol.account.id);
  });

  it('forgets an Idempotency-Key after an hour', async () => {
    const first = await alice.api.statuses.create({ status: 'old' }, { idempotencyKey: 'key-old' });
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    t.instance.db.prepare('UPDATE idempotency_keys SET created_at = ? WHERE key = ?').run(hourAgo, 'key-old');
    const second = await alice.api.statuses.create({ status: 'new' }, { idempotencyKey: 'key-old' });
    expect(second.id).not.toBe(first.id);
  });

  it('replies only to what the author can see (404 otherwise)', async () => {
    const secret = await carol.api.statuses.create({ status: 'followers only', visibility: 'private' });
    await expect(alice.api.statuses.create({ status: 'hi', in_reply_to_id: secret.id })).rejects.toMatchObject({ status: 404 });
    const open = await carol.api.statuses.create({ status: 'open' });
    const reply = await alice.api.statuses.create({ status: 'hi', in_reply_to_id: open.id });
    expect(reply).toMatchObject({ in_reply_to_id: open.id, in_reply_to_account_id: carol.account.id });
  });
});

describe('GET and DELETE /api/v1/statuses/:id', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    stranger = t.user('stranger');
    follow(t.instance, bob, alice);
  });
  afterAll(() => t.close());

  it('shows a public status signed out', async () => {
    const status = await alice.api.statuses.create({ status: 'for everyone' });
    const seen = await t.anonymous().statuses.fetch(status.id);
    expect(seen.id).toBe(status.id);
    expect(seen.favourited).toBe(false);
  });

  it('shows a private status to followers only, a direct one to the mentioned only (404 otherwise)', async () => {
    const priv = await alice.api.statuses.create({ status: 'followers', visibility: 'private' });
    expect((await bob.api.statuses.fetch(priv.id)).id).toBe(priv.id);
    await expect(stranger.api.statuses.fetch(priv.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.anonymous().statuses.fetch(priv.id)).rejects.toMatchObject({ status: 404 });

    const direct = await alice.api.statuses.create({ status: '@stranger psst', visibility: 'direct' });
    expect((await stranger.api.statuses.fetch(direct.id)).visibility).toBe('direct');
    await expect(bob.api.statuses.fetch(direct.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.anonymous().statuses.fetch('123456789012345678')).rejects.toMatchObject({ status: 404 });
  });

  it('hides a status from someone its author blocks', async () => {
    const mean = t.user('mean');
    block(t.instance, mean, stranger);
    const status = await mean.api.statuses.create({ status: 'not for you' });
    await expect(stranger.api.statuses.fetch(status.id)).rejects.toMatchObject({ status: 404 });
  });

  it('deletes only your own status', async () => {
    const status = await alice.api.statuses.create({ status: 'mine' });
    await expect(bob.api.statuses.remove(status.id)).rejects.toMatchObject({ status: 404 });
    expect((await alice.api.statuses.fetch(status.id)).id).toBe(status.id);
  });

  it('answers a delete with the source text for redraft, removes boosts, keeps media for the redraft and streams delete', async () => {
    const media = fakeMedia(t.instance, alice, 'a cat');
    const status = await alice.api.statuses.create({ status: 'Look at @bob #cats', media_ids: [media], spoiler_text: 'cw' });
    const boost = await bob.api.statuses.reblog(status.id);
    const events: HubMessage[] = [];
    const unsubscribe = [bob, stranger].map((user) => t.instance.hub.subscribe(`timeline:${user.account.id}`, (m) => events.push(m)));
    const elsewhere: [string, HubMessage][] = [];
    const listId = createList(t.instance, bob, [alice]);
    for (const channel of [`timeline:list:${listId}`, 'timeline:hashtag:cats', 'timeline:hashtag:cats:local']) {
      unsubscribe.push(t.instance.hub.subscribe(channel, (m) => elsewhere.push([channel, m])));
    }

    const deleted = await alice.api.statuses.remove(status.id);
    unsubscribe.forEach((off) => off());
    expect(deleted).toMatchObject({ id: status.id, text: 'Look at @bob #cats', spoiler_text: 'cw', content: '' });
    expect(deleted.media_attachments.map((m) => m.id)).toEqual([media]);
    await expect(alice.api.statuses.fetch(status.id)).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.statuses.fetch(boost.id)).rejects.toMatchObject({ status: 404 });
    expect(events).toEqual(expect.arrayContaining([{ kind: 'delete', statusId: status.id }, { kind: 'delete', statusId: boost.id }]));
    expect(events.filter((e) => e.kind === 'delete' && e.statusId === status.id)).toHaveLength(1);
    expect(elsewhere).toEqual([
      [`timeline:list:${listId}`, { kind: 'delete', statusId: status.id }],
      ['timeline:hashtag:cats', { kind: 'delete', statusId: status.id }],
      ['timeline:hashtag:cats:local', { kind: 'delete', statusId: status.id }],
    ]);

    const redraft = await alice.api.statuses.create({ status: deleted.text ?? '', media_ids: [media] });
    expect(redraft.media_attachments.map((m) => m.id)).toEqual([media]);
  });

  it('deletes a boost through DELETE as an unboost', async () => {
    const status = await alice.api.statuses.create({ status: 'boosted then deleted' });
    const boost = await bob.api.statuses.reblog(status.id);
    const response = await raw(t, 'DELETE', `/api/v1/statuses/${boost.id}`, { token: bob.token });
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('content');
    expect(response.body).toMatchObject({ id: boost.id, reblog: { id: status.id } });
    expect((await alice.api.statuses.fetch(status.id)).reblogs_count).toBe(0);
    expect(count(t, "SELECT count(*) AS n FROM notifications WHERE type = 'reblog' AND status_id = ?", status.id)).toBe(0);
  });

  it('deletes the media too with delete_media=true', async () => {
    const media = fakeMedia(t.instance, alice);
    const status = await alice.api.statuses.create({ status: 'bye', media_ids: [media] });
    const response = await raw(t, 'DELETE', `/api/v1/statuses/${status.id}?delete_media=true`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(count(t, 'SELECT count(*) AS n FROM media_attachments WHERE id = ?', media)).toBe(0);
  });

  it('serves the source of a status', async () => {
    const status = await alice.api.statuses.create({ status: 'plain *text*', spoiler_text: 'sp' });
    const response = await raw(t, 'GET', `/api/v1/statuses/${status.id}/source`, { token: bob.token });
    expect(response).toEqual({ status: 200, body: { id: status.id, text: 'plain *text*', spoiler_text: 'sp' } });
  });
});

describe('GET /api/v1/statuses/:id/context', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let viewer: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol');
    viewer = t.user('viewer');
    const post = async (user: TestUser, name: string, parent: string | null, visibility: 'public' | 'private' = 'public') => {
      ids[name] = (await user.api.statuses.create({ status: name, in_reply_to_id: parent ? ids[parent] : null, visibility })).id;
    };
    // root ─ r1 (bob) ─ r2 (alice) ─ r4 (bob)
    //      ├ r3 (carol)
    //      └ r5 (bob, private)
    await post(alice, 'root', null);
    await post(bob, 'r1', 'root');
    await post(alice, 'r2', 'r1');
    await post(carol, 'r3', 'root');
    await post(bob, 'r4', 'r2');
    await post(bob, 'r5', 'root', 'private');
  });
  afterAll(() => t.close());

  const names = (statuses: { id: string }[]): string[] => statuses.map((s) => Object.keys(ids).find((k) => ids[k] === s.id) ?? s.id);

  it('gives ancestors oldest first and descendants depth-first', async () => {
    const context = await viewer.api.statuses.context(ids.r2 ?? '');
    expect(names(context.ancestors)).toEqual(['root', 'r1']);
    expect(names(context.descendants)).toEqual(['r4']);
    const whole = await viewer.api.statuses.context(ids.root ?? '');
    expect(whole.ancestors).toEqual([]);
    expect(names(whole.descendants)).toEqual(['r1', 'r2', 'r4', 'r3']);
  });

  it('includes a private reply only for who may see it, and works signed out', async () => {
    follow(t.instance, carol, bob);
    expect(names((await carol.api.statuses.context(ids.root ?? '')).descendants)).toEqual(['r1', 'r2', 'r4', 'r3', 'r5']);
    expect(names((await t.anonymous().statuses.context(ids.root ?? '')).descendants)).toEqual(['r1', 'r2', 'r4', 'r3']);
  });

  it("hides replies of accounts the viewer blocks or mutes, for that viewer only", async () => {
    const blocker = t.user('blocker');
    block(t.instance, blocker, bob);
    expect(names((await blocker.api.statuses.context(ids.root ?? '')).descendants)).toEqual(['r2', 'r3']);
    mute(t.instance, viewer, carol);
    expect(names((await viewer.api.statuses.context(ids.root ?? '')).descendants)).toEqual(['r1', 'r2', 'r4']);
    expect(names((await alice.api.statuses.context(ids.r4 ?? '')).ancestors)).toEqual(['root', 'r1', 'r2']);
    expect(names((await blocker.api.statuses.context(ids.r2 ?? '')).ancestors)).toEqual(['root']);
  });

  it('answers 404 for the context of a status the viewer may not see', async () => {
    await expect(viewer.api.statuses.context(ids.r5 ?? '')).rejects.toMatchObject({ status: 404 });
  });
});
