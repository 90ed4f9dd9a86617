import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { count, notificationCount as notifications, rawRequest as raw } from '../support/relationship-helpers';

describe('follows and the locked-account flow', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol', { locked: true });
    dave = t.user('dave');
  });
  afterAll(() => t.close());

  it('follows an unlocked account at once: relationship, follow notification, counts', async () => {
    const before = await alice.api.accounts.fetch(bob.account.id);
    const relationship = await alice.api.accounts.follow(bob.account.id);
    expect(relationship).toMatchObject({ id: bob.account.id, following: true, requested: false, showing_reblogs: true, notifying: false });
    expect(notifications(t, bob, alice, 'follow')).toBe(1);
    expect((await alice.api.accounts.fetch(bob.account.id)).followers_count).toBe(before.followers_count + 1);
    expect((await bob.api.accounts.fetch(alice.account.id)).following_count).toBe(1);
    const [seenByBob] = await bob.api.accounts.relationships([alice.account.id]);
    expect(seenByBob).toMatchObject({ followed_by: true, following: false });
  });

  it('following again changes only the options given, without a second notification', async () => {
    expect(await alice.api.accounts.follow(bob.account.id, { reblogs: false })).toMatchObject({ following: true, showing_reblogs: false, notifying: false });
    const raised = await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/follow`, alice.token, { notify: true });
    expect(raised.body).toMatchObject({ following: true, showing_reblogs: false, notifying: true });
    expect(notifications(t, bob, alice, 'follow')).toBe(1);
    expect(count(t, 'SELECT count(*) AS n FROM follows WHERE account_id = ?', alice.account.id)).toBe(1);
  });

  it('turns a follow of a locked account into a request the owner authorizes', async () => {
    const followersBefore = (await carol.api.accounts.verifyCredentials()).followers_count;
    const asked = await alice.api.accounts.follow(carol.account.id, { reblogs: false });
    expect(asked).toMatchObject({ following: false, requested: true, showing_reblogs: false });
    expect(notifications(t, carol, alice, 'follow_request')).toBe(1);

    const credentials = await carol.api.accounts.verifyCredentials();
    expect(credentials.source.follow_requests_count).toBe(1);
    expect(credentials.followers_count).toBe(followersBefore);
    const requests = await carol.api.followRequests.list();
    expect(requests.items.map((account) => account.id)).toEqual([alice.account.id]);
    expect((await carol.api.accounts.relationships([alice.account.id]))[0]).toMatchObject({ requested_by: true, followed_by: false });

    const authorized = await carol.api.followRequests.authorize(alice.account.id);
    expect(authorized).toMatchObject({ id: alice.account.id, followed_by: true, requested_by: false });
    expect((await alice.api.accounts.relationships([carol.account.id]))[0]).toMatchObject({ following: true, requested: false, showing_reblogs: false });
    expect((await carol.api.accounts.verifyCredentials()).followers_count).toBe(followersBefore + 1);
    expect((await carol.api.followRequests.list()).items).toEqual([]);
    // As Mastodon: the request's notification goes with it, and the owner is told of the new follower.
    expect(notifications(t, carol, alice, 'follow_request')).toBe(0);
    expect(notifications(t, carol, alice, 'follow')).toBe(1);
  });

  it('rejects a request: no follow, no request left, and a second rejection is a 404', async () => {
    await bob.api.accounts.follow(carol.account.id);
    expect((await carol.api.followRequests.reject(bob.account.id))).toMatchObject({ requested_by: false, followed_by: false });
    expect((await bob.api.accounts.relationships([carol.account.id]))[0]).toMatchObject({ following: false, requested: false });
    expect(notifications(t, carol, bob, 'follow_request')).toBe(0);
    await expect(carol.api.followRequests.reject(bob.account.id)).rejects.toMatchObject({ status: 404 });
    await expect(carol.api.followRequests.authorize(dave.account.id)).rejects.toMatchObject({ status: 404 });
  });

  it('unfollow withdraws a pending request too', async () => {
    await dave.api.accounts.follow(carol.account.id);
    expect(notifications(t, carol, dave, 'follow_request')).toBe(1);
    expect(await dave.api.accounts.unfollow(carol.account.id)).toMatchObject({ following: false, requested: false });
    expect(notifications(t, carol, dave, 'follow_request')).toBe(0);
    expect((await carol.api.followRequests.list()).items).toEqual([]);
  });

  it('unfollow ends a follow and its notification', async () => {
    await dave.api.accounts.follow(bob.account.id);
    expect(await dave.api.accounts.unfollow(bob.account.id)).toMatchObject({ following: false });
    expect(notifications(t, bob, dave, 'follow')).toBe(0);
  });

  it('pages follow requests by request id with Link headers', async () => {
    const owner = t.user('owner', { locked: true });
    const askers = ['r1', 'r2', 'r3'].map((name) => t.user(name));
    for (const asker of askers) await asker.api.accounts.follow(owner.account.id);
    const first = await owner.api.followRequests.list({ limit: 2 });
    expect(first.items.map((a) => a.username)).toEqual(['r3', 'r2']);
    expect(first.next).not.toBeNull();
    const second = await owner.api.followRequests.list({}, { cursor: first.next });
    expect(second.items.map((a) => a.username)).toEqual(['r1']);
    expect(second.next).toBeNull();
  });

  it('refuses following yourself (403), someone who blocks you (403) or nobody (404)', async () => {
    const self = await raw(t, 'POST', `/api/v1/accounts/${alice.account.id}/follow`, alice.token);
    expect(self).toMatchObject({ status: 403, body: { error: 'Following your own account is not allowed' } });
    await dave.api.accounts.block(alice.account.id);
    await expect(alice.api.accounts.follow(dave.account.id)).rejects.toMatchObject({ status: 403 });
    await expect(alice.api.accounts.follow('999999999999999999')).rejects.toMatchObject({ status: 404 });
  });

  it('needs a token (401) with a follow scope (403)', async () => {
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/follow`)).status).toBe(401);
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/follow`, 'not-a-token')).status).toBe(401);
    const reader = t.user('reader', { scopes: 'read' });
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/follow`, reader.token)).status).toBe(403);
    expect((await raw(t, 'GET', '/api/v1/follow_requests', reader.token)).status).toBe(200);
    const follower = t.user('granular', { scopes: 'write:follows read:follows' });
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/follow`, follower.token)).status).toBe(200);
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/block`, follower.token)).status).toBe(403);
    const legacy = t.user('legacy', { scopes: 'read follow' });
    expect((await raw(t, 'POST', `/api/v1/accounts/${bob.account.id}/mute`, legacy.token)).status).toBe(200);
  });
});
