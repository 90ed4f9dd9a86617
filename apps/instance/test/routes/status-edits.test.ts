import type { Status } from '@trumpet/api-client';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { fakeMedia, follow } from '../support/status-fixtures';
import { payloadOf, StreamingSocket, subscribed } from '../support/streaming-socket';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

describe('status edits', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol');
  });
  afterEach(() => t.close());

  const rows = <T>(sql: string, ...params: string[]): T[] => t.instance.db.prepare<string[], T>(sql).all(...params);
  const put = (user: TestUser, id: string, json: unknown) => rawFetch(`${t.url}/api/v1/statuses/${id}`, { method: 'PUT', token: user.token, json });

  it('edits the text: content, spoiler, mentions, tags and the card follow, edited_at is set and the source matches', async () => {
    const original = post(t.instance, alice, 'Hello @bob #first', { card: { url: 'https://example.com', title: 'Example' } });
    clock.advance(60_000);
    const edited = await alice.api.statuses.edit(original.id, { status: 'Hello @carol #second', spoiler_text: 'greeting', language: 'de' });

    expect(edited.edited_at).toBe(clock.now().toISOString());
    expect(edited.content).toContain('/tags/second');
    expect(edited.content).not.toContain('first');
    expect(edited).toMatchObject({ spoiler_text: 'greeting', sensitive: true, language: 'de', card: null });
    expect(edited.mentions.map((m) => m.acct)).toEqual(['carol']);
    expect(edited.tags.map((tag) => tag.name)).toEqual(['second']);

    const fetched = await bob.api.statuses.fetch(original.id);
    expect(fetched).toMatchObject({ content: edited.content, edited_at: edited.edited_at, created_at: original.created_at });
    expect(rows<{ account_id: string }>('SELECT account_id FROM mentions WHERE status_id = ?', original.id)).toEqual([{ account_id: carol.account.id }]);
    expect(rows<{ name: string }>('SELECT name FROM status_tags WHERE status_id = ?', original.id)).toEqual([{ name: 'second' }]);
    expect(await alice.api.statuses.source(original.id)).toEqual({ id: original.id, text: 'Hello @carol #second', spoiler_text: 'greeting' });

    // The newly mentioned account is told; the one mentioned before is not told again.
    expect((await carol.api.notifications.list()).items.map((n) => [n.type, n.status?.id])).toEqual([['mention', original.id]]);
    expect((await bob.api.notifications.list()).items.map((n) => n.type)).toEqual(['mention']);
  });

  it('keeps every version: the original first, then each edit', async () => {
    const original = post(t.instance, alice, 'Version one :blobcat:');
    const unedited = await t.anonymous().statuses.history(original.id);
    expect(unedited.map((v) => [v.content, v.created_at])).toEqual([[original.content, original.created_at]]);

    clock.advance(1000);
    await alice.api.statuses.edit(original.id, { status: 'Version two', sensitive: true });
    clock.advance(1000);
    const last = await alice.api.statuses.edit(original.id, { status: 'Version three', spoiler_text: 'cw' });

    const history = await bob.api.statuses.history(original.id);
    expect(history.map((v) => [v.content, v.spoiler_text, v.sensitive])).toEqual([
      ['<p>Version one :blobcat:</p>', '', false],
      ['<p>Version two</p>', '', true],
      ['<p>Version three</p>', 'cw', true],
    ]);
    expect(history[0]?.created_at).toBe(original.created_at);
    expect(history[2]?.created_at).toBe(last.edited_at);
    expect(history.every((v) => v.account.id === alice.account.id)).toBe(true);
    expect(rows('SELECT id FROM status_edits WHERE status_id = ?', original.id)).toHaveLength(3);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const original = post(t.instance, alice, 'Same', { language: 'en' });
    const answer = await alice.api.statuses.edit(original.id, { status: 'Same' });
    expect(answer.edited_at).toBeNull();
    expect(rows('SELECT id FROM status_edits WHERE status_id = ?', original.id)).toHaveLength(0);
    expect((await alice.api.statuses.history(original.id)).map((v) => v.content)).toEqual(['<p>Same</p>']);
  });

  it('keeps, adds, removes and reorders media, with new descriptions, and the history shows each version’s', async () => {
    const [one, two, three] = [fakeMedia(t.instance, alice, 'one'), fakeMedia(t.instance, alice, 'two'), fakeMedia(t.instance, alice, 'three')];
    const original = post(t.instance, alice, 'Pictures', { mediaIds: [one, two] });

    const edited = await alice.api.statuses.edit(original.id, {
      status: 'Pictures',
      media_ids: [three, one],
      media_attributes: [{ id: one, description: 'one, described again', focus: '0.5,-0.5' }],
    });
    expect(edited.media_attachments.map((m) => [m.id, m.description])).toEqual([
      [three, 'three'],
      [one, 'one, described again'],
    ]);
    expect(edited.media_attachments[1]?.meta?.focus).toEqual({ x: 0.5, y: -0.5 });
    expect(rows<{ id: string; status_id: string | null }>('SELECT id, status_id FROM media_attachments ORDER BY position, id').find((m) => m.id === two)?.status_id).toBeNull();

    const history = await alice.api.statuses.history(original.id);
    expect(history.map((v) => v.media_attachments.map((m) => [m.id, m.description]))).toEqual([
      [
        [one, 'one'],
        [two, 'two'],
      ],
      [
        [three, 'three'],
        [one, 'one, described again'],
      ],
    ]);

    // More than 4 attachments, someone else's, or one on another status: refused, nothing changes.
    const five = [1, 2, 3, 4, 5].map(() => fakeMedia(t.instance, alice));
    expect((await put(alice, original.id, { status: 'Pictures', media_ids: five })).status).toBe(422);
    expect((await put(alice, original.id, { status: 'Pictures', media_ids: [fakeMedia(t.instance, bob)] })).status).toBe(422);
    const elsewhere = post(t.instance, alice, 'Elsewhere', { mediaIds: [fakeMedia(t.instance, alice)] });
    const taken = (await alice.api.statuses.fetch(elsewhere.id)).media_attachments[0]?.id ?? '';
    expect((await put(alice, original.id, { status: 'Pictures', media_ids: [taken] })).status).toBe(422);
    expect((await alice.api.statuses.fetch(original.id)).media_attachments.map((m) => m.id)).toEqual([three, one]);
  });

  it('edits a poll: the same options keep the votes, new options reset them, leaving it out removes it', async () => {
    const original = post(t.instance, alice, 'Which?', { poll: { options: ['red', 'blue'], expiresIn: 3600 } });
    const pollId = rows<{ id: string }>('SELECT id FROM polls WHERE status_id = ?', original.id)[0]?.id ?? '';
    await bob.api.polls.vote(pollId, [1]);

    const kept = await alice.api.statuses.edit(original.id, { status: 'Which one?', poll: { options: ['red', 'blue'], expires_in: 7200, hide_totals: false } });
    expect(kept.poll).toMatchObject({ id: pollId, votes_count: 1 });
    expect(kept.poll?.expires_at).toBe(new Date(clock.now().getTime() + 7200_000).toISOString());

    const changed = await alice.api.statuses.edit(original.id, { status: 'Which one?', poll: { options: ['red', 'blue', 'green'], expires_in: 3600 } });
    expect(changed.poll?.options.map((o) => [o.title, o.votes_count])).toEqual([
      ['red', 0],
      ['blue', 0],
      ['green', 0],
    ]);
    expect((await bob.api.polls.fetch(pollId)).voted).toBe(false);
    expect(rows('SELECT id FROM poll_votes WHERE poll_id = ?', pollId)).toHaveLength(0);

    expect((await put(alice, original.id, { status: 'Which one?', poll: { options: ['only one'], expires_in: 3600 } })).status).toBe(422);

    const removed = await alice.api.statuses.edit(original.id, { status: 'Never mind' });
    expect(removed.poll).toBeNull();
    expect(rows('SELECT id FROM polls WHERE status_id = ?', original.id)).toHaveLength(0);

    const history = await alice.api.statuses.history(original.id);
    expect(history.map((v) => v.poll?.options.map((o) => o.title) ?? null)).toEqual([['red', 'blue'], ['red', 'blue'], ['red', 'blue', 'green'], null]);
  });

  it('answers 404 for someone else’s status, a boost and an unknown id, and 422 for an invalid edit, changing nothing', async () => {
    const original = post(t.instance, alice, 'Mine');
    expect(await put(bob, original.id, { status: 'Yours now' })).toMatchObject({ status: 404, body: { error: 'Record not found' } });
    const boost = await bob.api.statuses.reblog(original.id);
    expect((await put(bob, boost.id, { status: 'Edited boost' })).status).toBe(404);
    expect((await put(alice, '404404', { status: 'Nothing' })).status).toBe(404);
    expect((await put(alice, original.id, { status: 'x'.repeat(501) })).status).toBe(422);
    expect((await put(alice, original.id, { status: '' })).status).toBe(422);
    expect(await rawFetch(`${t.url}/api/v1/statuses/${original.id}`, { method: 'PUT', json: { status: 'anonymous' } })).toMatchObject({ status: 401 });
    expect(await alice.api.statuses.fetch(original.id)).toMatchObject({ content: '<p>Mine</p>', edited_at: null });

    const hidden = post(t.instance, alice, 'Followers only', { visibility: 'private' });
    expect((await rawFetch(`${t.url}/api/v1/statuses/${hidden.id}/history`, { token: carol.token })).status).toBe(404);
  });

  it('tells the boosters with an `update` notification', async () => {
    const original = post(t.instance, alice, 'Boost me');
    await bob.api.statuses.reblog(original.id);
    await alice.api.statuses.edit(original.id, { status: 'Boost me, edited' });
    const items = (await bob.api.notifications.list()).items;
    expect(items.map((n) => [n.type, n.account.id, n.status?.id])).toEqual([['update', alice.account.id, original.id]]);
    expect(items[0]?.status?.content).toBe('<p>Boost me, edited</p>');
    expect((await carol.api.notifications.list()).items).toEqual([]);
  });

  it('streams status.update to the streams that had the status', async () => {
    follow(t.instance, bob, alice);
    const original = post(t.instance, alice, 'Streamed #news', { visibility: 'public' });
    const home = await StreamingSocket.open(t, bob.token, { query: 'stream=user' });
    const tag = await StreamingSocket.open(t, carol.token, { query: 'stream=hashtag&tag=news' });
    const stranger = await StreamingSocket.open(t, carol.token, { query: 'stream=user' });
    try {
      await subscribed(t, `timeline:${bob.account.id}`);
      await subscribed(t, 'timeline:hashtag:news');
      await subscribed(t, `timeline:${carol.account.id}`);
      await alice.api.statuses.edit(original.id, { status: 'Streamed #news, edited' });
      for (const [socket, stream] of [
        [home, 'user'],
        [tag, 'hashtag'],
      ] as const) {
        const frame = await socket.next((f) => f.event === 'status.update');
        expect(frame.stream).toEqual(stream === 'hashtag' ? ['hashtag', 'news'] : ['user']);
        expect(payloadOf<Status>(frame)).toMatchObject({ id: original.id, content: expect.stringContaining('edited'), edited_at: clock.now().toISOString() });
      }
      await alice.api.statuses.edit(original.id, { status: 'Streamed #news, edited twice' });
      await home.next((f) => f.event === 'status.update' && (f.payload ?? '').includes('twice'));
      expect(stranger.frames.filter((f) => f.event === 'status.update')).toEqual([]);
    } finally {
      await Promise.all([home.close(), tag.close(), stranger.close()]);
    }
  });

  describe('GET /api/v1/statuses', () => {
    it('answers the visible statuses among up to 20 ids, in the order asked', async () => {
      const first = post(t.instance, alice, 'First');
      const hidden = post(t.instance, alice, 'Followers only', { visibility: 'private' });
      const second = post(t.instance, bob, 'Second');
      const many = await carol.api.statuses.fetchMany([second.id, hidden.id, '404404', first.id, second.id]);
      expect(many.map((s) => s.id)).toEqual([second.id, first.id]);
      follow(t.instance, carol, alice);
      expect((await carol.api.statuses.fetchMany([hidden.id, first.id])).map((s) => s.id)).toEqual([hidden.id, first.id]);
      expect((await t.anonymous().statuses.fetchMany([hidden.id, first.id])).map((s) => s.id)).toEqual([first.id]);

      const ids = Array.from({ length: 21 }, (_, i) => String(1000 + i)).map((id) => `id[]=${id}`).join('&');
      expect((await rawFetch(`${t.url}/api/v1/statuses?${ids}`)).status).toBe(422);
      expect((await rawFetch(`${t.url}/api/v1/statuses`)).body).toEqual([]);
    });
  });
});
