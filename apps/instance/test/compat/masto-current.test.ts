import { createRestAPIClient, type mastodon } from 'masto';
import { publishAnnouncement } from '../../src/services/announcements';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';

// The families of Mastodon 4.3–4.6 that issue #13 added, driven by masto.js 7: edits and their
// history, scheduled statuses, quotes, grouped notifications, markers, filters v2, followed tags,
// trends, announcements and preferences. Each check reads the server's state back.
describe('compatibility with masto.js 7: the current API', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let masto: mastodon.rest.Client;
  let bobMasto: mastodon.rest.Client;

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    follow(t.instance, alice, bob);
    follow(t.instance, bob, alice);
    masto = createRestAPIClient({ url: t.url, accessToken: alice.token, log: 'error' });
    bobMasto = createRestAPIClient({ url: t.url, accessToken: bob.token, log: 'error' });
  });
  afterAll(() => t.close());

  it('edits a status and reads its history', async () => {
    const posted = await masto.v1.statuses.create({ status: 'First words' });
    const edited = await masto.v1.statuses.$select(posted.id).update({ status: 'Better words' });
    expect(edited.editedAt).not.toBeNull();
    const history = await masto.v1.statuses.$select(posted.id).history.list();
    expect(history.map((version) => version.content)).toEqual([expect.stringContaining('First words'), expect.stringContaining('Better words')]);
    expect((await bobMasto.v1.statuses.$select(posted.id).fetch()).content).toContain('Better words');
  });

  it('schedules a status, moves it and cancels it', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await masto.v1.statuses.create({ status: 'Later', scheduledAt: at });
    const list = await masto.v1.scheduledStatuses.list();
    expect(list.map((s) => s.id)).toContain(scheduled.id);
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const moved = await masto.v1.scheduledStatuses.$select(scheduled.id).update({ scheduledAt: later });
    expect(new Date(moved.scheduledAt).getTime()).toBe(new Date(later).getTime());
    await masto.v1.scheduledStatuses.$select(scheduled.id).remove();
    expect((await masto.v1.scheduledStatuses.list()).map((s) => s.id)).not.toContain(scheduled.id);
  });

  it('quotes a status; the author sees the quote and is notified', async () => {
    const original = await masto.v1.statuses.create({ status: 'Quote me' });
    const quoting = await bobMasto.v1.statuses.create({ status: 'Well said', quotedStatusId: original.id });
    expect(quoting.quote).toMatchObject({ state: 'accepted' });
    const quotes = await masto.v1.statuses.$select(original.id).quotes.list();
    expect(quotes.map((s) => s.id)).toEqual([quoting.id]);
    const notifications = await masto.v1.notifications.list({ types: ['quote'] });
    expect(notifications.map((n) => n.status?.id)).toContain(quoting.id);
  });

  it('reads grouped notifications and the unread count', async () => {
    const post = await masto.v1.statuses.create({ status: 'Favourite me' });
    const carol = t.user('carol');
    follow(t.instance, carol, alice);
    await bobMasto.v1.statuses.$select(post.id).favourite();
    await createRestAPIClient({ url: t.url, accessToken: carol.token, log: 'error' }).v1.statuses.$select(post.id).favourite();
    const grouped = await masto.v2.notifications.list();
    // Compared as plain data: masto 7's types leave favourite out of the group types and call sampleAccountIds a string.
    const groups: unknown[] = grouped.notificationGroups;
    expect(groups).toContainEqual(
      expect.objectContaining({
        type: 'favourite',
        statusId: post.id,
        notificationsCount: 2,
        sampleAccountIds: expect.arrayContaining([bob.account.id, carol.account.id]),
      }),
    );
    expect((await masto.v2.notifications.unreadCount.fetch()).count).toBeGreaterThan(0);
  });

  it('saves markers and reads them back', async () => {
    const post = await bobMasto.v1.statuses.create({ status: 'Mark me read' });
    await masto.v1.markers.create({ home: { lastReadId: post.id } });
    const markers = await masto.v1.markers.fetch({ timeline: ['home'] });
    expect(markers.home?.lastReadId).toBe(post.id);
  });

  it('manages a v2 filter whose warning reaches the timeline', async () => {
    const filter = await masto.v2.filters.create({
      title: 'Bread',
      context: ['home'],
      filterAction: 'warn',
      keywordsAttributes: [{ keyword: 'sourdough', wholeWord: true }],
    });
    const post = await bobMasto.v1.statuses.create({ status: 'My sourdough rose today' });
    const home = await masto.v1.timelines.home.list({ limit: 10 });
    expect(home.find((s) => s.id === post.id)?.filtered?.[0]?.filter.id).toBe(filter.id);
    await masto.v2.filters.$select(filter.id).remove();
    expect((await masto.v2.filters.list()).map((f) => f.id)).not.toContain(filter.id);
  });

  it('follows a hashtag, lists followed tags and reads trends', async () => {
    const tag = await masto.v1.tags.$select('compat').follow();
    expect(tag.following).toBe(true);
    expect((await masto.v1.followedTags.list()).map((t) => t.name)).toContain('compat');
    const stranger = t.user('stranger');
    const tagged = await stranger.api.statuses.create({ status: 'Something about #compat' });
    expect((await masto.v1.timelines.home.list({ limit: 10 })).map((s) => s.id)).toContain(tagged.id);
    const trends = await masto.v1.trends.tags.list();
    expect(trends.map((t) => t.name)).toContain('compat');
  });

  it('reads an announcement, reacts to it and dismisses it, and reads the posting preferences', async () => {
    const published = publishAnnouncement(t.instance, { text: 'Maintenance tonight' });
    const [announcement] = await masto.v1.announcements.list();
    expect(announcement).toMatchObject({ id: published.id, read: false });
    await masto.v1.announcements.$select(published.id).reactions.$select('👍').update();
    await masto.v1.announcements.$select(published.id).dismiss();
    const seen = await bob.api.announcements.list({ with_dismissed: true });
    expect(seen[0]?.reactions).toEqual([expect.objectContaining({ name: '👍', count: 1, me: false })]);
    expect(await masto.v1.announcements.list()).toEqual([]);
    const preferences = await masto.v1.preferences.fetch();
    expect(preferences['posting:default:visibility']).toBe('public');
  });
});
