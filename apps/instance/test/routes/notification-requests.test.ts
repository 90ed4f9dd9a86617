import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { StreamingSocket, subscribed } from '../support/streaming-socket';
import { post, rawFetch } from '../support/user-data-fixtures';

describe('notification requests and the notification policy', () => {
  let t: TestInstance;
  let alice: TestUser;
  let friend: TestUser;
  let stranger: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    friend = t.user('friend', { password: null });
    stranger = t.user('stranger', { password: null });
    other = t.user('other', { password: null });
    follow(t.instance, alice, friend);
  });
  afterEach(() => t.close());

  const stored = (user: TestUser) =>
    t.instance.db
      .prepare<[string], { from_account_id: string; type: string; filtered: number; group_key: string | null }>(
        'SELECT from_account_id, type, filtered, group_key FROM notifications WHERE account_id = ? ORDER BY id',
      )
      .all(user.account.id);
  const listed = async (params: Parameters<TestUser['api']['notifications']['list']>[0] = {}) =>
    (await alice.api.notifications.list(params)).items.map((n) => [n.type, n.account.id]);
  const grouped = async () => (await alice.api.groupedNotifications.list()).notification_groups.map((g) => [g.type, g.sample_account_ids[0]]);

  it('starts with Mastodon’s defaults and changes only the keys sent', async () => {
    expect(await alice.api.notifications.policy()).toEqual({
      for_not_following: 'accept',
      for_not_followers: 'accept',
      for_new_accounts: 'accept',
      for_private_mentions: 'filter',
      for_limited_accounts: 'filter',
      summary: { pending_requests_count: 0, pending_notifications_count: 0 },
    });
    const updated = await alice.api.notifications.updatePolicy({ for_not_following: 'filter', for_new_accounts: 'drop' });
    expect(updated).toMatchObject({ for_not_following: 'filter', for_new_accounts: 'drop', for_private_mentions: 'filter', for_not_followers: 'accept' });
    expect(await alice.api.notifications.policy()).toMatchObject({ for_not_following: 'filter', for_new_accounts: 'drop' });
    // Another account keeps the defaults.
    expect(await stranger.api.notifications.policy()).toMatchObject({ for_not_following: 'accept', for_new_accounts: 'accept' });

    const bad = await rawFetch(`${t.url}/api/v2/notifications/policy`, { method: 'PATCH', token: alice.token, json: { for_not_following: 'ignore' } });
    expect(bad.status).toBe(422);
    expect((await alice.api.notifications.policy()).for_not_following).toBe('filter');
  });

  it('puts a stranger’s mention into a request instead of the list when not-following is filtered', async () => {
    await alice.api.notifications.updatePolicy({ for_not_following: 'filter' });
    const mention = post(t.instance, stranger, '@alice hello there');
    post(t.instance, friend, '@alice hi friend');
    await stranger.api.statuses.favourite(post(t.instance, alice, 'mine').id);

    expect(stored(alice)).toEqual([
      { from_account_id: stranger.account.id, type: 'mention', filtered: 1, group_key: null },
      { from_account_id: friend.account.id, type: 'mention', filtered: 0, group_key: null },
      { from_account_id: stranger.account.id, type: 'favourite', filtered: 1, group_key: null },
    ]);
    expect(await listed()).toEqual([['mention', friend.account.id]]);
    expect(await grouped()).toEqual([['mention', friend.account.id]]);
    expect(await listed({ include_filtered: true })).toEqual([
      ['favourite', stranger.account.id],
      ['mention', friend.account.id],
      ['mention', stranger.account.id],
    ]);
    expect(await listed({ account_id: stranger.account.id })).toHaveLength(2);
    const raw = await rawFetch(`${t.url}/api/v1/notifications?include_filtered=true&types[]=mention`, { token: alice.token });
    expect((raw.body as { filtered?: boolean }[]).map((n) => n.filtered)).toEqual([undefined, true]);
    expect(await alice.api.notifications.unreadCount()).toBe(1);

    const requests = (await alice.api.notificationRequests.list()).items;
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ account: { id: stranger.account.id }, notifications_count: 1, last_status: { id: mention.id } });
    const rawRequest = await rawFetch(`${t.url}/api/v1/notifications/requests/${requests[0]?.id}`, { token: alice.token });
    expect(rawRequest.body).toMatchObject({ notifications_count: '1' });
    expect(await alice.api.notifications.policy()).toMatchObject({ summary: { pending_requests_count: 1, pending_notifications_count: 1 } });
    expect((await rawFetch(`${t.url}/api/v1/notifications/requests/${requests[0]?.id}`, { token: other.token })).status).toBe(404);

    const second = post(t.instance, stranger, '@alice again');
    const [again] = (await alice.api.notificationRequests.list()).items;
    expect(again).toMatchObject({ id: requests[0]?.id, notifications_count: 2, last_status: { id: second.id } });
  });

  it('filters a stranger’s private mention by default, but not a reply to one alice sent', async () => {
    post(t.instance, stranger, '@alice secret', { visibility: 'direct' });
    expect(await listed()).toEqual([]);
    expect((await alice.api.notificationRequests.list()).items.map((r) => r.account.id)).toEqual([stranger.account.id]);

    const mine = post(t.instance, alice, '@other psst', { visibility: 'direct' });
    post(t.instance, other, '@alice psst back', { visibility: 'direct', inReplyToId: mine.id });
    expect(await listed()).toEqual([['mention', other.account.id]]);
  });

  it('accepts a request: its notifications join the list, later ones pass, and the user stream hears notifications_merged', async () => {
    await alice.api.notifications.updatePolicy({ for_not_following: 'filter' });
    post(t.instance, stranger, '@alice let me in');
    const [request] = (await alice.api.notificationRequests.list()).items;
    const socket = await StreamingSocket.open(t, alice.token, { query: 'stream=user' });
    try {
      await subscribed(t, `timeline:${alice.account.id}`);
      await alice.api.notificationRequests.accept(request?.id ?? '');
      const merged = await socket.next((frame) => frame.event === 'notifications_merged');
      expect(merged).toMatchObject({ stream: ['user'], payload: '1' });
    } finally {
      socket.ws.close();
    }

    expect(await listed()).toEqual([['mention', stranger.account.id]]);
    expect((await alice.api.notificationRequests.list()).items).toEqual([]);
    expect(await alice.api.notificationRequests.merged()).toBe(true);
    expect((await rawFetch(`${t.url}/api/v1/notifications/requests/${request?.id}`, { token: alice.token })).status).toBe(404);

    post(t.instance, stranger, '@alice thanks');
    expect(stored(alice).map((row) => row.filtered)).toEqual([0, 0]);
    expect(await listed()).toHaveLength(2);
  });

  it('dismisses a request with its filtered notifications; a later mention opens a new one', async () => {
    await alice.api.notifications.updatePolicy({ for_not_following: 'filter' });
    post(t.instance, stranger, '@alice one');
    post(t.instance, stranger, '@alice two');
    const [request] = (await alice.api.notificationRequests.list()).items;
    await alice.api.notificationRequests.dismiss(request?.id ?? '');
    expect(stored(alice)).toEqual([]);
    expect((await alice.api.notificationRequests.list()).items).toEqual([]);
    expect(await alice.api.notifications.policy()).toMatchObject({ summary: { pending_requests_count: 0, pending_notifications_count: 0 } });

    post(t.instance, stranger, '@alice three');
    expect(await listed()).toEqual([]);
    expect((await alice.api.notificationRequests.list()).items).toEqual([expect.objectContaining({ notifications_count: 1 })]);
  });

  it('accepts and dismisses several requests by id[]', async () => {
    await alice.api.notifications.updatePolicy({ for_not_following: 'filter' });
    const third = t.user('third', { password: null });
    for (const sender of [stranger, other, third]) post(t.instance, sender, `@alice from ${sender.account.username}`);
    const byAccount = new Map((await alice.api.notificationRequests.list()).items.map((r) => [r.account.id, r.id]));

    await alice.api.notificationRequests.acceptMany([byAccount.get(stranger.account.id) ?? '', byAccount.get(other.account.id) ?? '', 'nope']);
    expect((await alice.api.notificationRequests.list()).items.map((r) => r.account.id)).toEqual([third.account.id]);
    expect((await listed()).map(([, account]) => account).sort()).toEqual([stranger.account.id, other.account.id].sort());

    // Another account's ids are ignored.
    await other.api.notificationRequests.dismissMany([byAccount.get(third.account.id) ?? '']);
    expect((await alice.api.notificationRequests.list()).items).toHaveLength(1);
    await alice.api.notificationRequests.dismissMany([byAccount.get(third.account.id) ?? '']);
    expect((await alice.api.notificationRequests.list()).items).toEqual([]);
    expect(stored(alice).map((row) => row.from_account_id).sort()).toEqual([stranger.account.id, other.account.id].sort());
  });

  it('drops what a drop policy covers: nothing is stored and no request opens', async () => {
    await alice.api.notifications.updatePolicy({ for_not_following: 'drop' });
    post(t.instance, stranger, '@alice anyone?');
    await stranger.api.accounts.follow(alice.account.id);
    post(t.instance, friend, '@alice still here');
    expect(stored(alice).map((row) => row.from_account_id)).toEqual([friend.account.id]);
    expect((await alice.api.notificationRequests.list()).items).toEqual([]);
    expect((await alice.api.notifications.policy()).summary).toEqual({ pending_requests_count: 0, pending_notifications_count: 0 });
  });

  it('filters notifications from accounts that do not follow alice, or began within three days', async () => {
    await alice.api.notifications.updatePolicy({ for_not_followers: 'filter', for_private_mentions: 'accept' });
    follow(t.instance, other, alice);
    post(t.instance, other, '@alice new follower');
    t.instance.db.prepare("UPDATE follows SET created_at = '2000-01-01T00:00:00.000Z' WHERE account_id = ?").run(other.account.id);
    post(t.instance, other, '@alice old follower');
    post(t.instance, stranger, '@alice not a follower');
    expect(stored(alice).map((row) => row.filtered)).toEqual([1, 0, 1]);
  });

  it('filters accounts created within 30 days that alice does not follow', async () => {
    await alice.api.notifications.updatePolicy({ for_new_accounts: 'filter' });
    post(t.instance, stranger, '@alice brand new');
    post(t.instance, friend, '@alice new but followed');
    t.instance.db.prepare("UPDATE accounts SET created_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").run(stranger.account.id);
    post(t.instance, stranger, '@alice long here');
    expect(stored(alice).map((row) => row.filtered)).toEqual([1, 0, 0]);
  });
});
