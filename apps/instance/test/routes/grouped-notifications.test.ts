import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

const HOUR = 60 * 60 * 1000;

describe('grouped notifications', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    carol = t.user('carol', { password: null });
    dave = t.user('dave', { password: null });
  });
  afterEach(() => t.close());

  const bucket = () => Math.floor(clock.now().getTime() / HOUR);
  const storedKeys = (user: TestUser) =>
    t.instance.db
      .prepare<[string], { type: string; group_key: string | null }>('SELECT type, group_key FROM notifications WHERE account_id = ? ORDER BY id')
      .all(user.account.id);

  it('folds three favourites of one status into one group with its accounts and status listed once', async () => {
    const status = post(t.instance, alice, 'favourite me');
    for (const fan of [bob, carol, dave]) await fan.api.statuses.favourite(status.id);

    const key = `favourite-${status.id}-${bucket()}`;
    expect(storedKeys(alice)).toEqual([0, 1, 2].map(() => ({ type: 'favourite', group_key: key })));

    const page = await alice.api.groupedNotifications.list();
    expect(page.notification_groups).toHaveLength(1);
    expect(page.notification_groups[0]).toMatchObject({
      group_key: key,
      type: 'favourite',
      notifications_count: 3,
      sample_account_ids: [dave.account.id, carol.account.id, bob.account.id],
      status_id: status.id,
    });
    expect(page.statuses.map((s) => s.id)).toEqual([status.id]);
    expect(page.accounts.map((a) => a.id).sort()).toEqual([bob.account.id, carol.account.id, dave.account.id].sort());
    expect(page.partial_accounts).toEqual([]);

    const raw = await rawFetch(`${t.url}/api/v2/notifications`, { token: alice.token });
    expect(raw.body).not.toHaveProperty('partial_accounts');
  });

  it('groups follows by hour bucket, keeping a bucket under 12 hours and starting a new one after', async () => {
    await bob.api.accounts.follow(alice.account.id);
    const first = bucket();
    clock.advance(5 * HOUR);
    await carol.api.accounts.follow(alice.account.id);
    clock.advance(8 * HOUR);
    await dave.api.accounts.follow(alice.account.id);
    const later = bucket();
    expect(later).toBeGreaterThanOrEqual(first + 12);

    expect(storedKeys(alice).map((row) => row.group_key)).toEqual([`follow-${first}`, `follow-${first}`, `follow-${later}`]);
    const page = await alice.api.groupedNotifications.list();
    expect(page.notification_groups.map((g) => [g.type, g.group_key, g.notifications_count, g.sample_account_ids])).toEqual([
      ['follow', `follow-${later}`, 1, [dave.account.id]],
      ['follow', `follow-${first}`, 2, [carol.account.id, bob.account.id]],
    ]);
    expect(page.notification_groups[0]?.status_id).toBeNull();
  });

  it('lists other accounts as partial accounts with expand_accounts=partial_avatars', async () => {
    const status = post(t.instance, alice, 'popular');
    for (const fan of [bob, carol, dave]) await fan.api.statuses.favourite(status.id);

    const page = await alice.api.groupedNotifications.list({ expand_accounts: 'partial_avatars' });
    expect(page.accounts.map((a) => a.id)).toEqual([dave.account.id]);
    expect(page.partial_accounts.map((a) => a.id)).toEqual([carol.account.id, bob.account.id]);
    expect(page.notification_groups[0]?.sample_account_ids).toEqual([dave.account.id, carol.account.id, bob.account.id]);

    const raw = await rawFetch(`${t.url}/api/v2/notifications?expand_accounts=partial_avatars`, { token: alice.token });
    const partial = (raw.body as { partial_accounts: Record<string, unknown>[] }).partial_accounts[0];
    expect(Object.keys(partial ?? {}).sort()).toEqual(['acct', 'avatar', 'avatar_description', 'avatar_static', 'bot', 'id', 'locked', 'url']);

    const bad = await rawFetch(`${t.url}/api/v2/notifications?expand_accounts=everything`, { token: alice.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "Invalid value for 'expand_accounts': 'everything', allowed values are 'full' and 'partial_avatars'" });
  });

  it('pages by group with Link headers, each group summarised within the page', async () => {
    const one = post(t.instance, alice, 'one');
    const two = post(t.instance, alice, 'two');
    await bob.api.statuses.favourite(one.id);
    await carol.api.statuses.favourite(one.id);
    const mention = post(t.instance, bob, '@alice hi');
    await bob.api.statuses.favourite(two.id);
    await dave.api.accounts.follow(alice.account.id);

    const first = await alice.api.groupedNotifications.list({ limit: 2 });
    expect(first.notification_groups.map((g) => g.type)).toEqual(['follow', 'favourite']);
    expect(first.notification_groups[1]).toMatchObject({ status_id: two.id, notifications_count: 1 });
    for (const group of first.notification_groups) expect(group.page_max_id).toBe(group.most_recent_notification_id);
    expect(first.next).toContain('limit=2');

    const second = await alice.api.groupedNotifications.list({}, { cursor: first.next });
    expect(second.notification_groups.map((g) => g.type)).toEqual(['mention', 'favourite']);
    expect(second.notification_groups[0]).toMatchObject({ group_key: expect.stringMatching(/^ungrouped-/), status_id: mention.id, sample_account_ids: [bob.account.id] });
    // A full page covers its groups from its oldest notification: carol's favourite, not bob's older one.
    const favouriteIds = t.instance.db
      .prepare<[string], { id: string; from_account_id: string }>("SELECT id, from_account_id FROM notifications WHERE status_id = ? AND type = 'favourite' ORDER BY id")
      .all(one.id);
    const [bobs, carols] = favouriteIds;
    expect(second.notification_groups[1]).toMatchObject({
      status_id: one.id,
      notifications_count: 2,
      sample_account_ids: [carol.account.id, bob.account.id],
      page_min_id: carols?.id,
      page_max_id: carols?.id,
    });
    // The group comes again on the next (last) page, counted up to that page's end.
    const third = await alice.api.groupedNotifications.list({}, { cursor: second.next });
    expect(third.notification_groups).toEqual([
      expect.objectContaining({ status_id: one.id, notifications_count: 1, sample_account_ids: [bob.account.id], page_min_id: bobs?.id, page_max_id: bobs?.id }),
    ]);

    const back = await alice.api.groupedNotifications.list({}, { cursor: second.prev });
    expect(back.notification_groups.map((g) => g.type)).toEqual(['follow', 'favourite']);

    const onlyFavourites = await alice.api.groupedNotifications.list({ types: ['favourite'] });
    expect(onlyFavourites.notification_groups.map((g) => g.status_id)).toEqual([two.id, one.id]);
  });

  it('leaves types out of grouped_types ungrouped', async () => {
    const status = post(t.instance, alice, 'x');
    await bob.api.statuses.favourite(status.id);
    await carol.api.statuses.favourite(status.id);
    const page = await alice.api.groupedNotifications.list({ grouped_types: ['follow'] });
    expect(page.notification_groups.map((g) => [g.notifications_count, g.group_key.startsWith('ungrouped-')])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('shows one group and its accounts, and dismisses a group', async () => {
    const status = post(t.instance, alice, 'fav');
    await bob.api.statuses.favourite(status.id);
    await carol.api.statuses.favourite(status.id);
    await dave.api.accounts.follow(alice.account.id);
    const key = `favourite-${status.id}-${bucket()}`;

    const one = await alice.api.groupedNotifications.fetch(key);
    expect(one.notification_groups).toEqual([expect.objectContaining({ group_key: key, notifications_count: 2, page_min_id: null })]);
    expect(one.statuses.map((s) => s.id)).toEqual([status.id]);
    expect((await alice.api.groupedNotifications.accounts(key)).map((a) => a.id)).toEqual([carol.account.id, bob.account.id]);
    expect((await rawFetch(`${t.url}/api/v2/notifications/${key}`, { token: bob.token })).status).toBe(404);

    await alice.api.groupedNotifications.dismiss(key);
    expect(storedKeys(alice).map((row) => row.type)).toEqual(['follow']);
    expect((await rawFetch(`${t.url}/api/v2/notifications/${key}`, { token: alice.token })).status).toBe(404);

    const [followRow] = t.instance.db.prepare<[string], { id: string }>('SELECT id FROM notifications WHERE account_id = ?').all(alice.account.id);
    const ungrouped = `ungrouped-${followRow?.id}`;
    expect((await alice.api.groupedNotifications.fetch(ungrouped)).notification_groups[0]).toMatchObject({ type: 'follow', group_key: `follow-${bucket()}` });
    // Another account's dismissal touches nothing of alice's.
    expect((await rawFetch(`${t.url}/api/v2/notifications/${ungrouped}/dismiss`, { method: 'POST', token: bob.token })).status).toBe(200);
    expect(storedKeys(alice)).toHaveLength(1);
    await alice.api.groupedNotifications.dismiss(ungrouped);
    expect(storedKeys(alice)).toEqual([]);
  });

  it('gives every v1 notification its group key', async () => {
    const status = post(t.instance, alice, 'fav');
    await bob.api.statuses.favourite(status.id);
    const mention = post(t.instance, bob, '@alice hello');

    const raw = await rawFetch(`${t.url}/api/v1/notifications`, { token: alice.token });
    const rows = raw.body as { id: string; type: string; group_key: string; status: { id: string } }[];
    expect(rows.map((n) => [n.type, n.group_key])).toEqual([
      ['mention', `ungrouped-${rows[0]?.id}`],
      ['favourite', `favourite-${status.id}-${bucket()}`],
    ]);
    expect(rows[0]?.status.id).toBe(mention.id);
    const single = await rawFetch(`${t.url}/api/v1/notifications/${rows[1]?.id}`, { token: alice.token });
    expect(single.body).toMatchObject({ group_key: `favourite-${status.id}-${bucket()}` });
  });

  it('counts unread notifications and groups after the notifications marker', async () => {
    follow(t.instance, alice, bob);
    const status = post(t.instance, alice, 'fav');
    await bob.api.statuses.favourite(status.id);
    await carol.api.statuses.favourite(status.id);
    post(t.instance, bob, '@alice one');
    expect(await alice.api.notifications.unreadCount()).toBe(3);
    expect(await alice.api.groupedNotifications.unreadCount()).toBe(2);
    expect(await alice.api.notifications.unreadCount({ limit: 2 })).toBe(2);
    expect(await alice.api.notifications.unreadCount({ types: ['mention'] })).toBe(1);

    const [newest] = (await alice.api.notifications.list()).items;
    await alice.api.markers.save({ notifications: { last_read_id: newest?.id ?? '' } });
    expect(await alice.api.notifications.unreadCount()).toBe(0);
    expect(await alice.api.groupedNotifications.unreadCount()).toBe(0);

    await dave.api.statuses.favourite(status.id);
    await t.user('erin', { password: null }).api.statuses.favourite(status.id);
    post(t.instance, bob, '@alice two');
    expect(await alice.api.notifications.unreadCount()).toBe(3);
    expect(await alice.api.groupedNotifications.unreadCount()).toBe(2);
    expect(await alice.api.groupedNotifications.unreadCount({ grouped_types: ['follow'] })).toBe(3);
  });
});
