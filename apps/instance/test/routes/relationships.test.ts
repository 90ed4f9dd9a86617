import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { count, notificationCount as notifications, rawRequest as raw } from '../support/relationship-helpers';
import { createList } from '../support/status-fixtures';

describe('relationships, blocks, mutes, notes and endorsements', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol', { locked: true });
  });
  afterAll(() => t.close());

  it('answers every Relationship field, in the order asked, skipping unknown ids', async () => {
    await bob.api.accounts.follow(alice.account.id);
    await alice.api.accounts.follow(carol.account.id);
    await alice.api.accounts.note(bob.account.id, 'met at the conference');
    const relationships = await alice.api.accounts.relationships([carol.account.id, '123', bob.account.id, carol.account.id]);
    expect(relationships.map((r) => r.id)).toEqual([carol.account.id, bob.account.id]);
    expect(relationships[0]).toEqual({
      id: carol.account.id,
      following: false,
      showing_reblogs: true,
      notifying: false,
      followed_by: false,
      blocking: false,
      blocked_by: false,
      muting: false,
      muting_notifications: false,
      muting_expires_at: null,
      requested: true,
      requested_by: false,
      domain_blocking: false,
      endorsed: false,
      note: '',
    });
    expect(relationships[1]).toMatchObject({ following: false, followed_by: true, note: 'met at the conference' });
    expect(await alice.api.accounts.note(bob.account.id, '')).toMatchObject({ note: '' });
    await expect(alice.api.accounts.note(bob.account.id, 'x'.repeat(2001))).rejects.toMatchObject({ status: 422 });
    expect((await raw(t, 'GET', `/api/v1/accounts/relationships?id[]=${bob.account.id}`)).status).toBe(401);
  });

  it('block ends follows and requests both ways, empties lists, and shows as blocked_by', async () => {
    const x = t.user('xavier');
    const y = t.user('yolanda', { locked: true });
    await x.api.accounts.follow(y.account.id); // a pending request
    await y.api.accounts.follow(x.account.id);
    const listOfY = createList(t.instance, y, [x]);
    expect(notifications(t, x, y, 'follow')).toBe(1);

    const blocked = await x.api.accounts.block(y.account.id);
    expect(blocked).toMatchObject({ blocking: true, following: false, followed_by: false, requested: false, requested_by: false });
    expect((await y.api.accounts.relationships([x.account.id]))[0]).toMatchObject({ blocked_by: true, following: false, requested: false });
    expect(count(t, 'SELECT count(*) AS n FROM list_accounts WHERE list_id = ?', listOfY)).toBe(0);
    expect(notifications(t, x, y, 'follow')).toBe(0);
    expect(count(t, 'SELECT count(*) AS n FROM follow_requests WHERE account_id = ?', x.account.id)).toBe(0);
    await expect(y.api.accounts.follow(x.account.id)).rejects.toMatchObject({ status: 403 });
    await expect(x.api.accounts.follow(y.account.id)).rejects.toMatchObject({ status: 403 });

    expect((await x.api.blocks.list()).items.map((a) => a.id)).toEqual([y.account.id]);
    expect(await x.api.accounts.unblock(y.account.id)).toMatchObject({ blocking: false });
    expect((await x.api.blocks.list()).items).toEqual([]);
  });

  it('blocking hides the blocker’s followers from the blocked and the blocked from follower lists', async () => {
    const star = t.user('star');
    const fans = ['fan1', 'fan2', 'fan3'].map((name) => t.user(name));
    for (const fan of fans) await fan.api.accounts.follow(star.account.id);
    const viewer = t.user('viewer');
    await viewer.api.accounts.block(fans[1]!.account.id);
    const seen = await viewer.api.accounts.followers(star.account.id);
    expect(seen.items.map((a) => a.username)).toEqual(['fan3', 'fan1']);
    await star.api.accounts.block(viewer.account.id);
    expect((await viewer.api.accounts.followers(star.account.id)).items).toEqual([]);
    expect((await t.anonymous().accounts.followers(star.account.id)).items).toHaveLength(3);
  });

  it('mute hides notifications by default, not with notifications=false, and can expire', async () => {
    const m = t.user('muter');
    const loud = t.user('loud');
    const quiet = t.user('quiet');
    expect(await m.api.accounts.mute(loud.account.id)).toMatchObject({ muting: true, muting_notifications: true, muting_expires_at: null });
    await loud.api.accounts.follow(m.account.id);
    expect(notifications(t, m, loud, 'follow')).toBe(0);

    expect(await m.api.accounts.mute(quiet.account.id, { notifications: false, duration: 3600 })).toMatchObject({ muting: true, muting_notifications: false });
    await quiet.api.accounts.follow(m.account.id);
    expect(notifications(t, m, quiet, 'follow')).toBe(1);

    const mutes = await raw(t, 'GET', '/api/v1/mutes', m.token);
    const listed = mutes.body as { id: string; mute_expires_at: string | null }[];
    expect(listed.map((a) => a.id)).toEqual([quiet.account.id, loud.account.id]);
    const expires = Date.parse(listed[0]?.mute_expires_at ?? '');
    expect(expires - Date.now()).toBeGreaterThan(3500_000);
    expect(listed[1]?.mute_expires_at).toBeNull();
    expect((await m.api.mutes.list()).items).toHaveLength(2);

    t.instance.db.prepare("UPDATE mutes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE target_account_id = ?").run(quiet.account.id);
    expect((await m.api.accounts.relationships([quiet.account.id]))[0]).toMatchObject({ muting: false });
    expect((await m.api.mutes.list()).items.map((a) => a.id)).toEqual([loud.account.id]);
    expect(await m.api.accounts.unmute(loud.account.id)).toMatchObject({ muting: false, muting_notifications: false });
  });

  it('endorses only followed accounts, lists endorsements, and drops them on unfollow', async () => {
    const fan = t.user('endorser');
    const idol = t.user('idol');
    await expect(fan.api.accounts.pin(idol.account.id)).rejects.toMatchObject({ status: 422 });
    await fan.api.accounts.follow(idol.account.id);
    expect(await fan.api.accounts.pin(idol.account.id)).toMatchObject({ endorsed: true });
    const endorsed = await raw(t, 'GET', '/api/v1/endorsements', fan.token);
    expect((endorsed.body as { id: string }[]).map((a) => a.id)).toEqual([idol.account.id]);
    expect(await fan.api.accounts.unpin(idol.account.id)).toMatchObject({ endorsed: false });
    await fan.api.accounts.pin(idol.account.id);
    await fan.api.accounts.unfollow(idol.account.id);
    expect((await raw(t, 'GET', '/api/v1/endorsements', fan.token)).body).toEqual([]);
  });

  it('names the followed accounts that also follow someone (familiar_followers)', async () => {
    const viewer = t.user('familiar');
    const friend = t.user('friend');
    const target = t.user('target');
    await viewer.api.accounts.follow(friend.account.id);
    await friend.api.accounts.follow(target.account.id);
    await bob.api.accounts.follow(target.account.id);
    const answer = await raw(t, 'GET', `/api/v1/accounts/familiar_followers?id[]=${target.account.id}&id[]=1`, viewer.token);
    expect(answer.body).toEqual([{ id: target.account.id, accounts: [expect.objectContaining({ id: friend.account.id })] }]);
  });

  it('answers 404 for actions on accounts that do not exist, and 403 outside the scope', async () => {
    for (const verb of ['follow', 'unfollow', 'block', 'unblock', 'mute', 'unmute', 'pin', 'unpin', 'note']) {
      expect((await raw(t, 'POST', `/api/v1/accounts/999999999999999999/${verb}`, alice.token)).status).toBe(404);
    }
    const reader = t.user('onlyreads', { scopes: 'read:accounts' });
    for (const path of ['/api/v1/blocks', '/api/v1/mutes', '/api/v1/domain_blocks', '/api/v1/follow_requests']) {
      expect((await raw(t, 'GET', path, reader.token)).status).toBe(403);
    }
    expect((await raw(t, 'GET', '/api/v1/endorsements', reader.token)).status).toBe(200);
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/mute`, reader.token)).status).toBe(403);
  });

  it('remove_from_followers ends the other account’s follow', async () => {
    const owner = t.user('owner');
    const follower = t.user('follower');
    await follower.api.accounts.follow(owner.account.id);
    const answer = await raw(t, 'POST', `/api/v1/accounts/${follower.account.id}/remove_from_followers`, owner.token);
    expect(answer.body).toMatchObject({ followed_by: false });
    expect((await follower.api.accounts.relationships([owner.account.id]))[0]).toMatchObject({ following: false });
  });
});
