import { createServer } from '../../src';
import type { PollRow } from '../../src/db/rows';
import { sweepExpiredPolls } from '../../src/services/poll-expiry';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, follow } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

describe('polls', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    carol = t.user('carol', { password: null });
  });
  afterEach(() => t.close());

  const pollOf = (statusId: string): PollRow => {
    const row = t.instance.db.prepare<[string], PollRow>('SELECT * FROM polls WHERE status_id = ?').get(statusId);
    if (!row) throw new Error('no poll');
    return row;
  };
  const newPoll = (options: { multiple?: boolean; hideTotals?: boolean; visibility?: 'public' | 'private' } = {}) => {
    const status = post(t.instance, alice, 'Which?', {
      visibility: options.visibility ?? 'public',
      poll: { options: ['red', 'green', 'blue'], expiresIn: 3600, multiple: options.multiple, hideTotals: options.hideTotals },
    });
    return pollOf(status.id);
  };

  it('shows a poll to whoever may see its status, signed out too', async () => {
    const poll = newPoll();
    const seen = await t.anonymous().polls.fetch(poll.id);
    expect(seen).toMatchObject({ id: poll.id, expired: false, multiple: false, votes_count: 0, voted: false, own_votes: [] });
    expect(seen.options.map((o) => [o.title, o.votes_count])).toEqual([
      ['red', 0],
      ['green', 0],
      ['blue', 0],
    ]);

    const hidden = newPoll({ visibility: 'private' });
    await expect(bob.api.polls.fetch(hidden.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.anonymous().polls.fetch(hidden.id)).rejects.toMatchObject({ status: 404 });
    follow(t.instance, bob, alice);
    expect((await bob.api.polls.fetch(hidden.id)).id).toBe(hidden.id);
    await expect(bob.api.polls.fetch('404404')).rejects.toMatchObject({ status: 404 });
  });

  it('takes one vote on a single-choice poll and answers it with voted and own_votes', async () => {
    const poll = newPoll();
    const voted = await bob.api.polls.vote(poll.id, [1]);
    expect(voted).toMatchObject({ voted: true, own_votes: [1], votes_count: 1, voters_count: null });
    expect(voted.options.map((o) => o.votes_count)).toEqual([0, 1, 0]);
    expect((await carol.api.polls.fetch(poll.id)).voted).toBe(false);
    expect((await alice.api.polls.fetch(poll.id)).voted).toBe(true);

    await expect(bob.api.polls.vote(poll.id, [2])).rejects.toMatchObject({
      status: 422,
      message: 'Validation failed: You have already voted on this poll',
    });
    await expect(carol.api.polls.vote(poll.id, [0, 1])).rejects.toMatchObject({ status: 422 });
    expect((await carol.api.polls.fetch(poll.id)).voted).toBe(false);
  });

  it('refuses votes out of range, in one’s own poll, in an ended poll, or with no choice', async () => {
    const poll = newPoll();
    await expect(bob.api.polls.vote(poll.id, [3])).rejects.toMatchObject({
      status: 422,
      message: 'Validation failed: The chosen vote option does not exist',
    });
    await expect(alice.api.polls.vote(poll.id, [0])).rejects.toMatchObject({
      status: 422,
      message: 'Validation failed: You cannot vote in your own polls',
    });
    const none = await rawFetch(`${t.url}/api/v1/polls/${poll.id}/votes`, { method: 'POST', token: bob.token, json: { choices: [] } });
    expect(none.status).toBe(400);
    const junk = await rawFetch(`${t.url}/api/v1/polls/${poll.id}/votes`, { method: 'POST', token: bob.token, json: { choices: ['x'] } });
    expect(junk.status).toBe(422);

    clock.advance(3601_000);
    await expect(bob.api.polls.vote(poll.id, [0])).rejects.toMatchObject({
      status: 422,
      message: 'Validation failed: The poll has already ended',
    });
    expect((await bob.api.polls.fetch(poll.id)).expired).toBe(true);
    expect(t.instance.db.prepare('SELECT count(*) AS n FROM poll_votes').get()).toEqual({ n: 0 });
  });

  it('counts voters on a multiple-choice poll and refuses the same option twice', async () => {
    const poll = newPoll({ multiple: true });
    const voted = await bob.api.polls.vote(poll.id, [0, 2]);
    expect(voted).toMatchObject({ multiple: true, votes_count: 2, voters_count: 1, own_votes: [0, 2] });
    await expect(bob.api.polls.vote(poll.id, [2])).rejects.toMatchObject({ status: 422 });
    await expect(carol.api.polls.vote(poll.id, [1, 1])).rejects.toMatchObject({ status: 422 });
    // Mastodon's VoteValidator lets a multiple-choice voter add an option they had not chosen.
    expect((await bob.api.polls.vote(poll.id, [1])).own_votes).toEqual([0, 1, 2]);
    expect((await carol.api.polls.vote(poll.id, [1])).voters_count).toBe(2);
  });

  it('hides the counts of a hide_totals poll from voters until it ends', async () => {
    const poll = newPoll({ hideTotals: true });
    const voted = await bob.api.polls.vote(poll.id, [0]);
    expect(voted.options.map((o) => o.votes_count)).toEqual([null, null, null]);
    expect((await alice.api.polls.fetch(poll.id)).options.map((o) => o.votes_count)).toEqual([1, 0, 0]);
    clock.advance(3601_000);
    expect((await bob.api.polls.fetch(poll.id)).options.map((o) => o.votes_count)).toEqual([1, 0, 0]);
  });

  it('refuses a vote from someone who blocks the author, and hides the poll from someone the author blocks', async () => {
    const poll = newPoll();
    block(t.instance, bob, alice);
    await expect(bob.api.polls.vote(poll.id, [0])).rejects.toMatchObject({ status: 403 });
    block(t.instance, alice, carol);
    await expect(carol.api.polls.vote(poll.id, [0])).rejects.toMatchObject({ status: 404 });
  });

  it('notifies the voters and the author once when a poll ends', async () => {
    const poll = newPoll();
    await bob.api.polls.vote(poll.id, [0]);
    await carol.api.polls.vote(poll.id, [1]);
    expect(sweepExpiredPolls(t.instance)).toBe(0);

    clock.advance(3601_000);
    expect(sweepExpiredPolls(t.instance)).toBe(1);
    expect(sweepExpiredPolls(t.instance)).toBe(0);
    for (const user of [alice, bob, carol]) {
      const items = (await user.api.notifications.list()).items;
      expect(items.map((n) => [n.type, n.account.acct, n.status?.id])).toEqual([['poll', 'alice', poll.status_id]]);
      expect(items[0]?.status?.poll?.expired).toBe(true);
    }
  });

  it('runs the sweeper while the app runs and stops its timer when the app closes', async () => {
    const poll = newPoll();
    await bob.api.polls.vote(poll.id, [2]);
    clock.advance(3601_000);
    const setInterval = jest.spyOn(globalThis, 'setInterval');
    const clearInterval = jest.spyOn(globalThis, 'clearInterval');
    try {
      const app = await createServer(t.instance);
      await app.ready();
      // onReady sweeps at once.
      expect((await bob.api.notifications.list()).items.map((n) => n.type)).toEqual(['poll']);
      const call = setInterval.mock.calls.findIndex(([, delay]) => delay === 15_000);
      const timer = setInterval.mock.results[call]?.value as unknown;
      expect(timer).toBeDefined();
      await app.close();
      expect(clearInterval).toHaveBeenCalledWith(timer);
    } finally {
      setInterval.mockRestore();
      clearInterval.mockRestore();
    }
  });
});
