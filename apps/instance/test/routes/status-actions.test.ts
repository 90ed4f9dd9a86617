import type { HubMessage } from '../../src/streaming/hub';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, follow, mute } from '../support/status-fixtures';

const notifications = (t: TestInstance, user: TestUser, type: string): { from_account_id: string; status_id: string | null }[] =>
  t.instance.db
    .prepare<[string, string], { from_account_id: string; status_id: string | null }>(
      'SELECT from_account_id, status_id FROM notifications WHERE account_id = ? AND type = ? ORDER BY id',
    )
    .all(user.account.id, type);

describe('boosts', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol');
    follow(t.instance, bob, alice);
    follow(t.instance, carol, bob);
  });
  afterAll(() => t.close());

  it('boosts once, notifies the author, streams the boost to the booster’s followers', async () => {
    const status = await alice.api.statuses.create({ status: 'boost me' });
    const events: HubMessage[] = [];
    const off = t.instance.hub.subscribe(`timeline:${carol.account.id}`, (m) => events.push(m));
    const boost = await bob.api.statuses.reblog(status.id);
    off();
    expect(boost.reblog?.id).toBe(status.id);
    expect(boost.reblog).toMatchObject({ reblogged: true, reblogs_count: 1 });
    expect(boost.account.id).toBe(bob.account.id);
    expect(events).toEqual([{ kind: 'status', event: 'update', statusId: boost.id }]);

    const again = await bob.api.statuses.reblog(status.id);
    expect(again.id).toBe(boost.id);
    expect((await alice.api.statuses.fetch(status.id)).reblogs_count).toBe(1);
    expect(notifications(t, alice, 'reblog')).toEqual([{ from_account_id: bob.account.id, status_id: status.id }]);
  });

  it('boosts with the requested visibility, refusing an unknown one', async () => {
    const status = await alice.api.statuses.create({ status: 'quietly' });
    const boost = await carol.api.statuses.reblog(status.id, { visibility: 'unlisted' });
    expect(boost.visibility).toBe('unlisted');
    const other = await alice.api.statuses.create({ status: 'x' });
    await expect(carol.api.statuses.reblog(other.id, { visibility: 'direct' as 'public' })).rejects.toMatchObject({ status: 422 });
  });

  it('lets only the author boost a private status, and nobody a direct one', async () => {
    const priv = await alice.api.statuses.create({ status: 'followers only', visibility: 'private' });
    await expect(bob.api.statuses.reblog(priv.id)).rejects.toMatchObject({ status: 403 });
    await expect(carol.api.statuses.reblog(priv.id)).rejects.toMatchObject({ status: 404 });
    const own = await alice.api.statuses.reblog(priv.id, { visibility: 'public' });
    expect(own.visibility).toBe('private');
    const direct = await alice.api.statuses.create({ status: '@bob hi', visibility: 'direct' });
    await expect(bob.api.statuses.reblog(direct.id)).rejects.toMatchObject({ status: 403 });
  });

  it('unboosts: the boost and its notification go, the original answers reblogged false', async () => {
    const status = await alice.api.statuses.create({ status: 'undo' });
    const boost = await bob.api.statuses.reblog(status.id);
    const undone = await bob.api.statuses.unreblog(status.id);
    expect(undone).toMatchObject({ id: status.id, reblogged: false, reblogs_count: 0 });
    await expect(bob.api.statuses.fetch(boost.id)).rejects.toMatchObject({ status: 404 });
    expect(notifications(t, alice, 'reblog').filter((n) => n.status_id === status.id)).toEqual([]);
    expect((await bob.api.statuses.unreblog(status.id)).reblogged).toBe(false);
  });

  it('lists who boosted, newest boost first, paginated by the boost with Link headers', async () => {
    const status = await alice.api.statuses.create({ status: 'popular' });
    const boosters = ['u1', 'u2', 'u3'].map((name) => t.user(name));
    for (const user of boosters) await user.api.statuses.reblog(status.id);
    const first = await t.anonymous().statuses.rebloggedBy(status.id, { limit: 2 });
    expect(first.items.map((a) => a.username)).toEqual(['u3', 'u2']);
    expect(first.next).toContain('max_id=');
    const second = await t.anonymous().statuses.rebloggedBy(status.id, {}, { cursor: first.next });
    expect(second.items.map((a) => a.username)).toEqual(['u1']);
    const newer = await t.anonymous().statuses.rebloggedBy(status.id, {}, { cursor: second.prev });
    expect(newer.items.map((a) => a.username)).toEqual(['u3', 'u2']);
    // A viewer who blocks a booster does not see them.
    const viewer = t.user('viewer');
    block(t.instance, viewer, boosters[2] as TestUser);
    expect((await viewer.api.statuses.rebloggedBy(status.id)).items.map((a) => a.username)).toEqual(['u2', 'u1']);
  });
});

describe('favourites, bookmarks, pins, conversation mutes', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterAll(() => t.close());

  it('favourites idempotently with one notification; unfavourite undoes both', async () => {
    const status = await alice.api.statuses.create({ status: 'like me' });
    expect(await bob.api.statuses.favourite(status.id)).toMatchObject({ favourited: true, favourites_count: 1 });
    expect(await bob.api.statuses.favourite(status.id)).toMatchObject({ favourited: true, favourites_count: 1 });
    expect(notifications(t, alice, 'favourite')).toEqual([{ from_account_id: bob.account.id, status_id: status.id }]);
    expect((await alice.api.statuses.fetch(status.id)).favourited).toBe(false);
    expect(await bob.api.statuses.unfavourite(status.id)).toMatchObject({ favourited: false, favourites_count: 0 });
    expect(notifications(t, alice, 'favourite')).toEqual([]);
  });

  it('favourites a boost’s original', async () => {
    const status = await alice.api.statuses.create({ status: 'original' });
    const boost = await alice.api.statuses.reblog(status.id);
    const answer = await bob.api.statuses.favourite(boost.id);
    expect(answer).toMatchObject({ id: status.id, favourited: true });
  });

  it('lists who favourited, newest first, with cursors', async () => {
    const status = await alice.api.statuses.create({ status: 'fav list' });
    const fans = ['f1', 'f2', 'f3'].map((name) => t.user(name));
    for (const fan of fans) await fan.api.statuses.favourite(status.id);
    const page = await alice.api.statuses.favouritedBy(status.id, { limit: 2 });
    expect(page.items.map((a) => a.username)).toEqual(['f3', 'f2']);
    expect((await alice.api.statuses.favouritedBy(status.id, {}, { cursor: page.next })).items.map((a) => a.username)).toEqual(['f1']);
  });

  it('cannot favourite what it cannot see', async () => {
    const priv = await alice.api.statuses.create({ status: 'private', visibility: 'private' });
    await expect(bob.api.statuses.favourite(priv.id)).rejects.toMatchObject({ status: 404 });
    expect((await alice.api.statuses.fetch(priv.id)).favourites_count).toBe(0);
  });

  it('bookmarks for the viewer only', async () => {
    const status = await alice.api.statuses.create({ status: 'keep' });
    expect((await bob.api.statuses.bookmark(status.id)).bookmarked).toBe(true);
    expect((await bob.api.statuses.bookmark(status.id)).bookmarked).toBe(true);
    expect((await alice.api.statuses.fetch(status.id)).bookmarked).toBe(false);
    expect((await bob.api.statuses.unbookmark(status.id)).bookmarked).toBe(false);
  });

  it('pins only your own public or unlisted statuses, at most 5', async () => {
    const theirs = await bob.api.statuses.create({ status: 'bob’s' });
    await expect(alice.api.statuses.pin(theirs.id)).rejects.toMatchObject({ status: 422 });
    const priv = await alice.api.statuses.create({ status: 'private', visibility: 'private' });
    await expect(alice.api.statuses.pin(priv.id)).rejects.toMatchObject({ status: 422 });
    const direct = await alice.api.statuses.create({ status: '@bob dm', visibility: 'direct' });
    await expect(alice.api.statuses.pin(direct.id)).rejects.toMatchObject({ status: 422 });

    const pinned = [];
    for (let i = 0; i < 5; i += 1) {
      const status = await alice.api.statuses.create({ status: `pin ${i}`, visibility: i % 2 === 0 ? 'public' : 'unlisted' });
      pinned.push((await alice.api.statuses.pin(status.id)).pinned);
    }
    expect(pinned).toEqual([true, true, true, true, true]);
    const sixth = await alice.api.statuses.create({ status: 'one too many' });
    await expect(alice.api.statuses.pin(sixth.id)).rejects.toMatchObject({ status: 422, message: expect.stringContaining('maximum') });
    const first = t.instance.db.prepare<[string], { status_id: string }>('SELECT status_id FROM status_pins WHERE account_id = ? ORDER BY id LIMIT 1').get(alice.account.id);
    expect((await alice.api.statuses.unpin(first?.status_id ?? '')).pinned).toBe(false);
    expect((await alice.api.statuses.pin(sixth.id)).pinned).toBe(true);
  });

  it('mutes a conversation: no mention notifications from it until unmuted', async () => {
    const root = await alice.api.statuses.create({ status: 'thread' });
    expect((await alice.api.statuses.mute(root.id)).muted).toBe(true);
    await bob.api.statuses.create({ status: '@alice hello', in_reply_to_id: root.id });
    expect(notifications(t, alice, 'mention')).toEqual([]);
    expect((await alice.api.statuses.unmute(root.id)).muted).toBe(false);
    const reply = await bob.api.statuses.create({ status: '@alice again', in_reply_to_id: root.id });
    expect(notifications(t, alice, 'mention')).toEqual([{ from_account_id: bob.account.id, status_id: reply.id }]);
  });

  it('does not notify an author who mutes the actor', async () => {
    const carol = t.user('carol');
    mute(t.instance, alice, carol);
    const status = await alice.api.statuses.create({ status: 'quiet' });
    await carol.api.statuses.favourite(status.id);
    expect(notifications(t, alice, 'favourite').filter((n) => n.from_account_id === carol.account.id)).toEqual([]);
  });

  it('needs the matching write scope', async () => {
    const readOnly = t.user('readonly', { scopes: 'read' });
    const status = await alice.api.statuses.create({ status: 'x' });
    for (const call of [
      () => readOnly.api.statuses.favourite(status.id),
      () => readOnly.api.statuses.reblog(status.id),
      () => readOnly.api.statuses.bookmark(status.id),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 403 });
    }
    const favouritesOnly = t.user('favonly', { scopes: 'read write:favourites' });
    await expect(favouritesOnly.api.statuses.favourite(status.id)).resolves.toMatchObject({ favourited: true });
    await expect(favouritesOnly.api.statuses.bookmark(status.id)).rejects.toMatchObject({ status: 403 });
  });
});
