import { notify } from '../../src/services/notify';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, domainBlock, follow, mute, remoteAccount } from '../support/status-fixtures';
import { post, rawFetch } from '../support/user-data-fixtures';

describe('notifications', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    carol = t.user('carol', { password: null });
  });
  afterEach(() => t.close());

  const ids = async (user: TestUser, params: Parameters<TestUser['api']['notifications']['list']>[0] = {}) =>
    (await user.api.notifications.list(params)).items.map((n) => n.id);

  it('lists the viewer’s notifications newest first, with their account and status', async () => {
    const mention = post(t.instance, bob, '@alice hello');
    const mine = post(t.instance, alice, 'my post');
    notify(t.instance, alice.account.id, carol.account.id, 'favourite', mine.id);
    notify(t.instance, alice.account.id, carol.account.id, 'follow', null);
    notify(t.instance, bob.account.id, carol.account.id, 'follow', null);

    const page = await alice.api.notifications.list();
    expect(page.items.map((n) => [n.type, n.account.acct])).toEqual([
      ['follow', 'carol'],
      ['favourite', 'carol'],
      ['mention', 'bob'],
    ]);
    expect(page.items[1]?.status?.id).toBe(mine.id);
    expect(page.items[2]?.status?.id).toBe(mention.id);
    expect(page.items[0]?.status).toBeNull();

    const raw = await rawFetch(`${t.url}/api/v1/notifications`, { token: alice.token });
    const follow = (raw.body as Record<string, unknown>[])[0];
    expect(Object.keys(follow ?? {}).sort()).toEqual(['account', 'created_at', 'group_key', 'id', 'type']);
  });

  it('shows the boosted status in a reblog notification, whichever status the row points at', async () => {
    const mine = post(t.instance, alice, 'boost me');
    notify(t.instance, alice.account.id, bob.account.id, 'reblog', mine.id);
    const [reblog] = (await alice.api.notifications.list()).items;
    expect(reblog?.type).toBe('reblog');
    expect(reblog?.status?.id).toBe(mine.id);
    expect(reblog?.status?.reblog).toBeNull();
  });

  it('pages with max_id, since_id and min_id and Link headers, default 40 and at most 80', async () => {
    const created: string[] = [];
    for (let i = 0; i < 85; i += 1) {
      const id = notify(t.instance, alice.account.id, i % 2 === 0 ? bob.account.id : carol.account.id, 'follow', null);
      if (id) created.push(id);
    }
    const newestFirst = [...created].reverse();
    expect(await ids(alice)).toEqual(newestFirst.slice(0, 40));
    expect(await ids(alice, { limit: 500 })).toHaveLength(80);

    const first = await alice.api.notifications.list({ limit: 5 });
    expect(first.items.map((n) => n.id)).toEqual(newestFirst.slice(0, 5));
    expect(first.next).toContain(`max_id=${newestFirst[4]}`);
    expect(first.next).toContain('limit=5');
    expect(first.prev).toContain(`min_id=${newestFirst[0]}`);

    const second = await alice.api.notifications.list({}, { cursor: first.next });
    expect(second.items.map((n) => n.id)).toEqual(newestFirst.slice(5, 10));

    // since_id: the newest after it; min_id: the ones just after it (still answered newest first).
    const pivot = created[10] ?? '';
    expect(await ids(alice, { since_id: pivot, limit: 3 })).toEqual(newestFirst.slice(0, 3));
    expect(await ids(alice, { min_id: pivot, limit: 3 })).toEqual([created[13], created[12], created[11]]);

    const empty = await rawFetch(`${t.url}/api/v1/notifications?max_id=1`, { token: alice.token });
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('link')).toBeNull();
  });

  it('filters by types, exclude_types and account_id, and keeps them in the Link header', async () => {
    const mine = post(t.instance, alice, 'hi');
    notify(t.instance, alice.account.id, bob.account.id, 'favourite', mine.id);
    notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
    post(t.instance, carol, '@alice look');
    notify(t.instance, alice.account.id, carol.account.id, 'reblog', mine.id);

    const types = async (params: Parameters<TestUser['api']['notifications']['list']>[0]) =>
      (await alice.api.notifications.list(params)).items.map((n) => n.type);
    expect(await types({ exclude_types: ['follow', 'favourite'] })).toEqual(['reblog', 'mention']);
    expect(await types({ types: ['mention', 'follow'] })).toEqual(['mention', 'follow']);
    expect(await types({ types: ['mention'], exclude_types: ['mention'] })).toEqual([]);
    expect(await types({ account_id: bob.account.id })).toEqual(['follow', 'favourite']);

    const page = await alice.api.notifications.list({ exclude_types: ['follow'], limit: 1 });
    expect(decodeURIComponent(page.next ?? '')).toContain('exclude_types[]=follow');
    expect(page.items.map((n) => n.type)).toEqual(['reblog']);
    const next = await alice.api.notifications.list({}, { cursor: page.next });
    expect(next.items.map((n) => n.type)).toEqual(['mention']);
  });

  it('hides notifications from accounts the viewer blocks, mutes with notifications, or whose domain they block', async () => {
    const remote = remoteAccount(t.instance, 'someone', 'remote.example');
    const dave = t.user('dave', { password: null });
    notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
    notify(t.instance, alice.account.id, carol.account.id, 'follow', null);
    notify(t.instance, alice.account.id, remote, 'follow', null);
    notify(t.instance, alice.account.id, dave.account.id, 'follow', null);
    expect((await alice.api.notifications.list()).items).toHaveLength(4);

    block(t.instance, alice, bob);
    mute(t.instance, alice, carol);
    domainBlock(t.instance, alice, 'Remote.Example');
    // A mute that keeps notifications hides nothing here.
    t.instance.db
      .prepare('INSERT INTO mutes (id, account_id, target_account_id, hide_notifications, created_at) VALUES (?, ?, ?, 0, ?)')
      .run('1', alice.account.id, dave.account.id, new Date().toISOString());
    expect((await alice.api.notifications.list()).items.map((n) => n.account.acct)).toEqual(['dave']);
  });

  it('leaves out notifications whose status the viewer can no longer see', async () => {
    follow(t.instance, alice, bob);
    const secret = post(t.instance, bob, 'followers only', { visibility: 'private' });
    notify(t.instance, alice.account.id, bob.account.id, 'status', secret.id);
    expect((await alice.api.notifications.list()).items.map((n) => n.type)).toEqual(['status']);
    t.instance.db.prepare('DELETE FROM follows WHERE account_id = ?').run(alice.account.id);
    expect((await alice.api.notifications.list()).items).toEqual([]);
  });

  it('fetches one notification, dismisses one and clears all, each only the viewer’s own', async () => {
    const a = notify(t.instance, alice.account.id, bob.account.id, 'follow', null) ?? '';
    const b = notify(t.instance, alice.account.id, carol.account.id, 'follow', null) ?? '';
    const bobs = notify(t.instance, bob.account.id, carol.account.id, 'follow', null) ?? '';

    expect((await alice.api.notifications.fetch(a)).account.acct).toBe('bob');
    await expect(alice.api.notifications.fetch(bobs)).rejects.toMatchObject({ status: 404 });
    await expect(alice.api.notifications.dismiss(bobs)).rejects.toMatchObject({ status: 404 });

    await alice.api.notifications.dismiss(a);
    expect(await ids(alice)).toEqual([b]);
    await expect(alice.api.notifications.fetch(a)).rejects.toMatchObject({ status: 404 });

    await alice.api.notifications.clear();
    expect(await ids(alice)).toEqual([]);
    expect(await ids(bob)).toEqual([bobs]);
  });

  it('requires a token with the notifications scopes', async () => {
    expect((await rawFetch(`${t.url}/api/v1/notifications`)).status).toBe(401);
    const reader = t.user('reader', { scopes: 'read', password: null });
    expect((await rawFetch(`${t.url}/api/v1/notifications`, { token: reader.token })).status).toBe(200);
    const clear = await rawFetch(`${t.url}/api/v1/notifications/clear`, { method: 'POST', token: reader.token });
    expect(clear.status).toBe(403);
    expect(clear.body).toEqual({ error: 'This action is outside the authorized scopes' });
  });
});
