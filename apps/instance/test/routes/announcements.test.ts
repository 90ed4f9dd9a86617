import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/run';
import { seedDemo, WELCOME_ANNOUNCEMENT } from '../../src/seed';
import { issueToken } from '../../src/services/accounts';
import { localAccountIdByUsername } from '../../src/db/repositories/accounts';
import { createRestClient } from '@trumpet/api-client';
import { createInstance } from '../../src/create-instance';
import { insertPickerEmojis } from '../../src/db/repositories/emojis';
import { publishAnnouncement, REACTION_LIMIT, unpublishAnnouncement } from '../../src/services/announcements';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { payloadOf, StreamingSocket, subscribed } from '../support/streaming-socket';
import { rawFetch } from '../support/user-data-fixtures';

describe('announcements', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2025-03-01T12:00:00.000Z');
    t = await startTestInstance({ now: () => now });
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterEach(() => t.close());

  const reactionsIn = (id: string) =>
    t.instance.db.prepare<[string], { account_id: string; name: string }>('SELECT account_id, name FROM announcement_reactions WHERE announcement_id = ? ORDER BY created_at, account_id').all(id);
  const url = (id: string, rest = '') => `${t.url}/api/v1/announcements/${encodeURIComponent(id)}${rest}`;

  it('lists published announcements oldest first, with the text rendered as a status’ and what it names', async () => {
    const status = await bob.api.statuses.create({ status: 'the linked post' });
    const first = publishAnnouncement(t.instance, { text: `Hello @bob and #Trumpets: <b>${status.url}</b> :party:` });
    now = new Date('2025-03-02T12:00:00.000Z');
    const second = publishAnnouncement(t.instance, {
      text: 'Maintenance',
      startsAt: new Date('2025-03-05T10:00:00Z'),
      endsAt: new Date('2025-03-06T18:00:00Z'),
      allDay: true,
    });
    insertPickerEmojis(t.instance.db, [{ shortcode: 'party', imagePath: 'emojis/party.png', category: 'fun' }]);

    const list = await alice.api.announcements.list();
    expect(list.map((a) => a.id)).toEqual([first.id, second.id]);
    const [hello, maintenance] = list;
    expect(hello?.content).toContain('&lt;b&gt;');
    expect(hello?.content).toContain('class="u-url mention"');
    expect(hello?.mentions).toEqual([expect.objectContaining({ id: bob.account.id, acct: 'bob' })]);
    expect(hello?.tags.map((tag) => tag.name)).toEqual(['trumpets']);
    expect(hello?.statuses).toEqual([{ id: status.id, url: status.url }]);
    expect(hello?.emojis.map((emoji) => emoji.shortcode)).toEqual(['party']);
    expect(hello).toMatchObject({ read: false, all_day: false, starts_at: null, published_at: '2025-03-01T12:00:00.000Z' });
    expect(maintenance).toMatchObject({ all_day: true, starts_at: '2025-03-05T00:00:00.000Z', ends_at: '2025-03-06T00:00:00.000Z' });
  });

  it('dismisses an announcement for one user only; with_dismissed lists it again as read', async () => {
    const row = publishAnnouncement(t.instance, { text: 'Read me' });
    await alice.api.announcements.dismiss(row.id);
    await alice.api.announcements.dismiss(row.id);
    expect(t.instance.db.prepare('SELECT account_id FROM announcement_dismissals WHERE announcement_id = ?').all(row.id)).toEqual([{ account_id: alice.account.id }]);
    expect(await alice.api.announcements.list()).toEqual([]);
    expect((await alice.api.announcements.list({ with_dismissed: true })).map((a) => [a.id, a.read])).toEqual([[row.id, true]]);
    expect((await bob.api.announcements.list()).map((a) => a.read)).toEqual([false]);
    expect(await rawFetch(url('404404', '/dismiss'), { method: 'POST', token: alice.token })).toMatchObject({ status: 404 });
  });

  it('adds and removes reactions: unicode emoji and local custom emoji, counted per name with `me`', async () => {
    insertPickerEmojis(t.instance.db, [{ shortcode: 'blobcat', imagePath: 'emojis/blobcat.png', category: 'cats' }]);
    const row = publishAnnouncement(t.instance, { text: 'React!' });
    await alice.api.announcements.addReaction(row.id, '👍🏽');
    now = new Date(now.getTime() + 1000);
    await bob.api.announcements.addReaction(row.id, 'blobcat');
    now = new Date(now.getTime() + 1000);
    await bob.api.announcements.addReaction(row.id, '👍🏽');
    expect(reactionsIn(row.id)).toEqual([
      { account_id: alice.account.id, name: '👍🏽' },
      { account_id: bob.account.id, name: 'blobcat' },
      { account_id: bob.account.id, name: '👍🏽' },
    ]);

    const [seen] = await alice.api.announcements.list();
    expect(seen?.reactions).toEqual([
      { name: '👍🏽', count: 2, me: true, url: null, static_url: null },
      { name: 'blobcat', count: 1, me: false, url: `${t.url}/system/emojis/blobcat.png`, static_url: `${t.url}/system/emojis/blobcat.png` },
    ]);

    await bob.api.announcements.removeReaction(row.id, '👍🏽');
    expect(reactionsIn(row.id).map((r) => r.name)).toEqual(['👍🏽', 'blobcat']);
    const [after] = await bob.api.announcements.list();
    expect(after?.reactions.map((r) => [r.name, r.count, r.me])).toEqual([
      ['👍🏽', 1, false],
      ['blobcat', 1, true],
    ]);
  });

  it('refuses what Mastodon refuses: unknown names, twice the same, a ninth kind, removing one not given, unknown announcements', async () => {
    const row = publishAnnouncement(t.instance, { text: 'Careful' });
    for (const name of ['notanemoji', 'a', '👍👍', ':blobcat:']) {
      expect(await rawFetch(url(row.id, `/reactions/${encodeURIComponent(name)}`), { method: 'PUT', token: alice.token })).toMatchObject({
        status: 422,
        body: { error: 'Validation failed: Name is not a recognized emoji' },
      });
    }
    await alice.api.announcements.addReaction(row.id, '🎉');
    expect(await rawFetch(url(row.id, `/reactions/${encodeURIComponent('🎉')}`), { method: 'PUT', token: alice.token })).toMatchObject({ status: 422 });
    const more = ['😀', '😁', '😂', '🤣', '😃', '😄', '😅'];
    for (const name of more) await bob.api.announcements.addReaction(row.id, name);
    expect(new Set(reactionsIn(row.id).map((r) => r.name)).size).toBe(REACTION_LIMIT);
    expect(await rawFetch(url(row.id, `/reactions/${encodeURIComponent('😆')}`), { method: 'PUT', token: bob.token })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: Limit of different reactions reached' },
    });
    // An existing kind may still be given by someone else.
    await alice.api.announcements.addReaction(row.id, '😀');
    expect(await rawFetch(url(row.id, `/reactions/${encodeURIComponent('😀')}`), { method: 'DELETE', token: t.user('carol').token })).toMatchObject({ status: 404 });
    expect(await rawFetch(url('999', `/reactions/${encodeURIComponent('🎉')}`), { method: 'PUT', token: alice.token })).toMatchObject({ status: 404 });
    expect(reactionsIn(row.id)).toHaveLength(9);
  });

  it('streams publishing, reaction totals and removal to every local user’s stream', async () => {
    const socket = await StreamingSocket.open(t, alice.token);
    socket.send({ type: 'subscribe', stream: 'user' });
    await subscribed(t, `timeline:${alice.account.id}`);
    const notifications = await StreamingSocket.open(t, bob.token);
    notifications.send({ type: 'subscribe', stream: 'user:notification' });
    await subscribed(t, `timeline:${bob.account.id}`);

    const row = publishAnnouncement(t.instance, { text: 'Live #news' });
    const published = await socket.next((frame) => frame.event === 'announcement');
    expect(published.stream).toEqual(['user']);
    const announcement = payloadOf<{ id: string; content: string; read?: boolean; tags: { name: string }[] }>(published);
    expect(announcement).toMatchObject({ id: row.id, tags: [{ name: 'news' }] });
    expect(announcement.read).toBeUndefined();

    await bob.api.announcements.addReaction(row.id, '🔥');
    const reacted = await socket.next((frame) => frame.event === 'announcement.reaction');
    expect(payloadOf(reacted)).toEqual({ name: '🔥', count: 1, announcement_id: row.id });
    await bob.api.announcements.removeReaction(row.id, '🔥');
    await socket.next((frame) => frame.event === 'announcement.reaction' && payloadOf<{ count: number }>(frame).count === 0);

    expect(unpublishAnnouncement(t.instance, row.id)).toBe(true);
    const removed = await socket.next((frame) => frame.event === 'announcement.delete');
    expect(removed.payload).toBe(row.id);
    expect(await alice.api.announcements.list({ with_dismissed: true })).toEqual([]);
    expect(t.instance.db.prepare('SELECT count(*) AS n FROM announcement_reactions').get()).toEqual({ n: 0 });
    // The notification-only stream hears none of it.
    expect(notifications.frames.filter((frame) => frame.event?.startsWith('announcement'))).toEqual([]);
    await socket.close();
    await notifications.close();
  });

  it('asks for the read scope to list and write:favourites to react', async () => {
    const row = publishAnnouncement(t.instance, { text: 'Scopes' });
    const reader = t.user('reader', { scopes: 'read:accounts write:accounts' });
    expect(await rawFetch(`${t.url}/api/v1/announcements`, { token: reader.token })).toMatchObject({ status: 403 });
    expect(await rawFetch(url(row.id, `/reactions/${encodeURIComponent('🎉')}`), { method: 'PUT', token: reader.token })).toMatchObject({ status: 403 });
    expect(await rawFetch(url(row.id, '/dismiss'), { method: 'POST', token: reader.token })).toMatchObject({ status: 200 });
    expect(await rawFetch(`${t.url}/api/v1/announcements`)).toMatchObject({ status: 401 });
  });
});

describe('the demo seed', () => {
  it('publishes one welcome announcement, already celebrated by alice and bob', async () => {
    const t = await startTestInstance();
    try {
      await seedDemo(t.instance);
      const demoId = localAccountIdByUsername(t.instance.db, 'demo') ?? '';
      const demo = createRestClient({ url: t.url, accessToken: issueToken(t.instance, demoId, 'read') });
      const list = await demo.announcements.list();
      expect(list.map((a) => [a.content.includes('#<span>introductions</span>'), a.read, a.reactions])).toEqual([
        [true, false, [{ name: '🎉', count: 2, me: false, url: null, static_url: null }]],
      ]);
      expect(t.instance.db.prepare('SELECT text FROM announcements').all()).toEqual([{ text: WELCOME_ANNOUNCEMENT }]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('trumpet-instance announce', () => {
  const output = () => {
    let text = '';
    return { write: (chunk: string) => (text += chunk), text: () => text };
  };

  it('publishes an announcement into a data folder, and removes it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trumpet-announce-'));
    try {
      const stdout = output();
      const stderr = output();
      const code = await runCli(['announce', '--data', dataDir, '--starts-at', '2025-05-01', '--ends-at', '2025-05-02', '--all-day', 'Server', 'moves', 'on', 'Friday'], { stdout, stderr });
      expect([code, stderr.text()]).toEqual([0, '']);
      const id = /Published announcement (\d+)\./.exec(stdout.text())?.[1] ?? '';
      const instance = createInstance({ dataDir, baseUrl: 'http://127.0.0.1' });
      try {
        expect(instance.db.prepare('SELECT id, text, starts_at, ends_at, all_day FROM announcements').all()).toEqual([
          { id, text: 'Server moves on Friday', starts_at: '2025-05-01T00:00:00.000Z', ends_at: '2025-05-02T00:00:00.000Z', all_day: 1 },
        ]);
      } finally {
        instance.db.close();
      }
      expect(await runCli(['announce', '--data', dataDir, '--remove', id], { stdout, stderr })).toBe(0);
      expect(await runCli(['announce', '--data', dataDir, '--remove', id], { stdout, stderr })).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses blank text, half a date range and dates it cannot read', async () => {
    for (const argv of [['announce', '   '], ['announce', '--starts-at', '2025-05-01', 'Hi'], ['announce', '--ends-at', 'tomorrow', 'Hi']]) {
      const stderr = output();
      expect(await runCli(argv, { stdout: output(), stderr })).toBe(2);
      expect(stderr.text()).toMatch(/^trumpet-instance announce: /);
    }
  });
});
