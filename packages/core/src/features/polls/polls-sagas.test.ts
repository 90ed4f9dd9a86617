import type { RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { selectPoll } from '../statuses/statuses-selectors';
import { fetchPoll, votePoll } from './polls-actions';

describe('polls against the local instance (SPEC §2 Poll view)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let alice: RestClient;
  let poll: NonNullable<Status['poll']>;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    alice = await local.signIn('alice');
    const status = await alice.statuses.create({ status: 'Tea or coffee?', poll: { options: ['tea', 'coffee'], expires_in: 3600 } });
    if (!status.poll) throw new Error('the instance made no poll');
    poll = status.poll;
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }

  it('fetches a poll into the store, then a vote brings back the counted poll', async () => {
    const s = newStore();
    const fetched = recorder.next([fetchPoll.success.type, fetchPoll.fail.type]);
    s.dispatch(fetchPoll.request({ id: poll.id }));
    expect((await fetched).type).toBe(fetchPoll.success.type);
    expect(selectPoll(s.getState(), poll.id)).toMatchObject({ voted: false, votes_count: 0 });

    const voted = recorder.next([votePoll.success.type, votePoll.fail.type]);
    s.dispatch(votePoll.request({ id: poll.id, choices: [1] }));
    expect((await voted).type).toBe(votePoll.success.type);
    const after = selectPoll(s.getState(), poll.id);
    expect(after).toMatchObject({ voted: true, own_votes: [1], votes_count: 1 });
    expect(after?.options.map((option) => option.votes_count)).toEqual([0, 1]);
  });

  it('a second vote fails with the server error shown as an alert, and the poll stays as it was', async () => {
    const s = newStore();
    const fetched = recorder.next([fetchPoll.success.type]);
    s.dispatch(fetchPoll.request({ id: poll.id }));
    await fetched;
    const before = selectPoll(s.getState(), poll.id);
    const failed = recorder.next([votePoll.success.type, votePoll.fail.type]);
    s.dispatch(votePoll.request({ id: poll.id, choices: [0] }));
    expect((await failed).type).toBe(votePoll.fail.type);
    expect(selectPoll(s.getState(), poll.id)).toBe(before);
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });
});
