import type { Status } from '@trumpet/api-client';
import { createServer } from '../../src';
import { publishDueStatuses } from '../../src/services/scheduled-statuses';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { fakeMedia, follow } from '../support/status-fixtures';
import { payloadOf, StreamingSocket, subscribed } from '../support/streaming-socket';
import { rawFetch, testClock } from '../support/user-data-fixtures';

describe('scheduled statuses', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterEach(() => t.close());

  const inMinutes = (minutes: number): string => new Date(clock.now().getTime() + minutes * 60_000).toISOString();
  const count = (sql: string, ...params: string[]): number => t.instance.db.prepare<string[], { n: number }>(sql).get(...params)?.n ?? 0;
  const schedule = (user: TestUser, json: Record<string, unknown>) => rawFetch(`${t.url}/api/v1/statuses`, { method: 'POST', token: user.token, json });

  it('answers a ScheduledStatus for scheduled_at ahead, and holds its media', async () => {
    const media = fakeMedia(t.instance, alice, 'a sunrise');
    const scheduled = await alice.api.statuses.create({
      status: 'Good morning',
      scheduled_at: inMinutes(60),
      media_ids: [media],
      spoiler_text: 'early',
      visibility: 'unlisted',
      language: 'en',
    });
    expect(scheduled.scheduled_at).toBe(inMinutes(60));
    expect(scheduled.params).toMatchObject({
      text: 'Good morning',
      spoiler_text: 'early',
      visibility: 'unlisted',
      language: 'en',
      media_ids: [media],
      poll: null,
      idempotency: null,
    });
    expect(scheduled.media_attachments.map((m) => [m.id, m.description])).toEqual([[media, 'a sunrise']]);
    expect(count('SELECT count(*) AS n FROM statuses')).toBe(0);
    expect(count('SELECT count(*) AS n FROM media_attachments WHERE scheduled_status_id = ?', scheduled.id)).toBe(1);

    // Written again (as Mastodon's validate_media! allows: only media on a status are taken): the new
    // schedule takes the media over, and cancelling the old one leaves them with it.
    const again = await alice.api.statuses.create({ status: 'Good morning, all', media_ids: [media], scheduled_at: inMinutes(90) });
    expect(count('SELECT count(*) AS n FROM media_attachments WHERE scheduled_status_id = ?', again.id)).toBe(1);
    expect(count('SELECT count(*) AS n FROM media_attachments WHERE scheduled_status_id = ?', scheduled.id)).toBe(0);
    await alice.api.scheduledStatuses.remove(scheduled.id);
    expect((await alice.api.scheduledStatuses.fetch(again.id)).media_attachments.map((m) => m.id)).toEqual([media]);
    // Posted now instead, the media go on the status; once they are on one, no other post can take them.
    const posted = await alice.api.statuses.create({ status: 'Now', media_ids: [media] });
    expect(posted.media_attachments.map((m) => m.id)).toEqual([media]);
    expect((await schedule(alice, { status: 'Later too', media_ids: [media], scheduled_at: inMinutes(120) })).status).toBe(422);
  });

  it('refuses a time less than 5 minutes ahead with Mastodon’s message, a bad date, and a post that is not valid', async () => {
    expect(await schedule(alice, { status: 'Too soon', scheduled_at: inMinutes(4) })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: Scheduled at date must be in the future' },
    });
    expect(await schedule(alice, { status: 'When?', scheduled_at: 'next tuesday-ish' })).toMatchObject({ status: 422, body: { error: 'Record invalid' } });
    expect((await schedule(alice, { status: 'x'.repeat(501), scheduled_at: inMinutes(60) })).status).toBe(422);
    expect((await schedule(alice, { status: 'Poll', poll: { options: ['one'], expires_in: 3600 }, scheduled_at: inMinutes(60) })).status).toBe(422);
    expect(count('SELECT count(*) AS n FROM scheduled_statuses')).toBe(0);

    // A time already past posts at once, as Mastodon does.
    const now = await schedule(alice, { status: 'Already due', scheduled_at: inMinutes(-1) });
    expect(now).toMatchObject({ status: 200, body: { content: '<p>Already due</p>' } });
  });

  it('keeps to 25 scheduled statuses on one day', async () => {
    const day = new Date(clock.now().getTime() + 2 * 86_400_000);
    day.setUTCHours(8, 0, 0, 0);
    const at = (minute: number): string => new Date(day.getTime() + minute * 60_000).toISOString();
    for (let i = 0; i < 25; i += 1) expect((await schedule(alice, { status: `Post ${i}`, scheduled_at: at(i) })).status).toBe(200);
    expect(await schedule(alice, { status: 'One too many', scheduled_at: at(30) })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: You have exceeded the limit of 25 scheduled posts for today' },
    });
    expect((await schedule(alice, { status: 'Next day', scheduled_at: at(24 * 60) })).status).toBe(200);
    expect((await schedule(bob, { status: 'Someone else', scheduled_at: at(30) })).status).toBe(200);
  });

  it('lists them page by page, shows, moves and cancels one, and keeps others’ out of reach', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 3; i += 1) ids.push((await alice.api.statuses.create({ status: `Later ${i}`, scheduled_at: inMinutes(60 * i) })).id);
    const media = fakeMedia(t.instance, alice);
    const withMedia = await alice.api.statuses.create({ status: 'With media', media_ids: [media], scheduled_at: inMinutes(600) });

    const first = await alice.api.scheduledStatuses.list({ limit: 2 });
    expect(first.items.map((s) => s.id)).toEqual([withMedia.id, ids[2]]);
    expect(first.next).toContain(`max_id=${ids[2]}`);
    const walked: string[] = [];
    for await (const page of alice.api.scheduledStatuses.list({ limit: 2 })) walked.push(...page.items.map((s) => s.id));
    expect(walked).toEqual([withMedia.id, ids[2], ids[1], ids[0]]);
    expect((await alice.api.scheduledStatuses.list({ min_id: ids[1] })).items.map((s) => s.id)).toEqual([withMedia.id, ids[2]]);
    expect((await bob.api.scheduledStatuses.list()).items).toEqual([]);

    const id = ids[0] ?? '';
    expect((await alice.api.scheduledStatuses.fetch(id)).params.text).toBe('Later 1');
    expect((await rawFetch(`${t.url}/api/v1/scheduled_statuses/${id}`, { token: bob.token })).status).toBe(404);

    const moved = await alice.api.scheduledStatuses.update(id, { scheduled_at: inMinutes(120) });
    expect(moved.scheduled_at).toBe(inMinutes(120));
    expect(t.instance.db.prepare<[string], { scheduled_at: string }>('SELECT scheduled_at FROM scheduled_statuses WHERE id = ?').get(id)?.scheduled_at).toBe(inMinutes(120));
    expect(await rawFetch(`${t.url}/api/v1/scheduled_statuses/${id}`, { method: 'PUT', token: alice.token, json: { scheduled_at: inMinutes(2) } })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: Scheduled at date must be in the future' },
    });
    expect((await rawFetch(`${t.url}/api/v1/scheduled_statuses/${id}`, { method: 'PUT', token: bob.token, json: { scheduled_at: inMinutes(200) } })).status).toBe(404);

    expect((await rawFetch(`${t.url}/api/v1/scheduled_statuses/${withMedia.id}`, { method: 'DELETE', token: bob.token })).status).toBe(404);
    await alice.api.scheduledStatuses.remove(withMedia.id);
    expect((await rawFetch(`${t.url}/api/v1/scheduled_statuses/${withMedia.id}`, { token: alice.token })).status).toBe(404);
    // Cancelled: its media are free again.
    expect((await alice.api.statuses.create({ status: 'Now then', media_ids: [media] })).media_attachments.map((m) => m.id)).toEqual([media]);
  });

  it('publishes a status when it is due, to the author’s and followers’ homes, with its media, streams and notifications', async () => {
    const carol = t.user('carol');
    follow(t.instance, bob, alice);
    const media = fakeMedia(t.instance, alice, 'a cake');
    const scheduled = await alice.api.statuses.create({ status: 'Happy birthday @carol', media_ids: [media], scheduled_at: inMinutes(30) });
    const socket = await StreamingSocket.open(t, bob.token, { query: 'stream=user' });
    try {
      await subscribed(t, `timeline:${bob.account.id}`);
      clock.advance(29 * 60_000);
      expect(publishDueStatuses(t.instance)).toBe(0);
      clock.advance(60_000);
      expect(publishDueStatuses(t.instance)).toBe(1);
      expect(publishDueStatuses(t.instance)).toBe(0);

      const frame = await socket.next((f) => f.event === 'update');
      const status = payloadOf<Status>(frame);
      expect(status).toMatchObject({ content: expect.stringContaining('Happy birthday'), created_at: clock.now().toISOString() });
      expect(status.media_attachments.map((m) => m.id)).toEqual([media]);
      for (const user of [alice, bob]) expect((await user.api.timelines.home()).items.map((s) => s.id)).toEqual([status.id]);
      expect((await carol.api.notifications.list()).items.map((n) => [n.type, n.status?.id])).toEqual([['mention', status.id]]);
      expect((await alice.api.scheduledStatuses.list()).items).toEqual([]);
      expect((await rawFetch(`${t.url}/api/v1/scheduled_statuses/${scheduled.id}`, { token: alice.token })).status).toBe(404);
    } finally {
      await socket.close();
    }
  });

  it('publishes what is due as soon as the app is ready, and drops a post no longer valid', async () => {
    const parent = await bob.api.statuses.create({ status: 'Parent' });
    await alice.api.statuses.create({ status: 'A reply to a deleted status', in_reply_to_id: parent.id, scheduled_at: inMinutes(10) });
    await alice.api.statuses.create({ status: 'Due while away', scheduled_at: inMinutes(20) });
    await bob.api.statuses.remove(parent.id);
    clock.advance(60 * 60_000);
    const app = await createServer(t.instance);
    try {
      await app.ready();
      expect((await alice.api.timelines.home()).items.map((s) => s.content)).toEqual(['<p>Due while away</p>']);
      expect(count('SELECT count(*) AS n FROM scheduled_statuses')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
