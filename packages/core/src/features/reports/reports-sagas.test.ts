import type { Account, RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { expandTimeline } from '../timelines/timelines-actions';
import { postReport, reportCancelled, reportCommentChanged, reportOpened, reportStatusToggled, submitReport } from './reports-actions';
import { selectReport, selectReportStatusIds } from './reports-selectors';

describe('reports against the local instance (SPEC §4 Reports, §7 POST /api/v1/reports)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let alice: Account;
  let post: Status;
  let reply: Status;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    const aliceClient = await local.signIn('alice');
    alice = await aliceClient.accounts.verifyCredentials();
    post = await aliceClient.statuses.create({ status: 'buy cheap watches', visibility: 'public' });
    reply = await aliceClient.statuses.create({ status: 'really cheap', in_reply_to_id: post.id, visibility: 'public' });
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: demo, sanitize, middleware: [recorder.middleware] });
    return store;
  }
  async function open(s: TrumpetStore, statusId?: string): Promise<void> {
    const loaded = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
    s.dispatch(reportOpened({ accountId: alice.id, ...(statusId ? { statusId } : {}) }));
    expect((await loaded).type).toBe(expandTimeline.success.type);
  }
  const reportsIn = () =>
    local.server.instance.db
      .prepare<[string], { status_ids: string; comment: string; forward: number }>('SELECT status_ids, comment, forward FROM reports WHERE target_account_id = ? ORDER BY id')
      .all(alice.id);

  it('opening loads the account’s recent statuses with replies and keeps the account in memory', async () => {
    const s = newStore();
    await open(s, post.id);
    const listed = selectReportStatusIds(s.getState());
    expect(listed).toEqual(expect.arrayContaining([post.id, reply.id]));
    expect(selectReport(s.getState()).statusIds).toEqual([post.id]);
    expect(s.getState().screens.open.report).toEqual({ accountIds: [alice.id], statusIds: [post.id] });
  });

  it('sends the selected statuses, comment and forward flag, then clears the draft', async () => {
    const s = newStore();
    await open(s, post.id);
    s.dispatch(reportStatusToggled({ statusId: reply.id }));
    s.dispatch(reportCommentChanged({ comment: 'spam' }));
    const done = recorder.next([postReport.success.type, postReport.fail.type]);
    s.dispatch(submitReport());
    expect(selectReport(s.getState()).isSubmitting).toBe(true);
    s.dispatch(submitReport());
    const { type, payload } = await done;
    expect(type).toBe(postReport.success.type);
    expect(payload).toEqual({ accountId: alice.id, reportId: expect.any(String) });
    expect(recorder.types().filter((t) => t === postReport.request.type)).toHaveLength(1);
    expect(reportsIn().at(-1)).toEqual({ status_ids: JSON.stringify([post.id, reply.id]), comment: 'spam', forward: 0 });
    expect(selectReport(s.getState())).toMatchObject({ accountId: null, statusIds: [], comment: '', isSubmitting: false });
    expect(s.getState().screens.open.report).toBeUndefined();
  });

  it('a refused report keeps the draft and shows the server’s error', async () => {
    const s = newStore();
    const mine = await demo.statuses.create({ status: 'not alice’s' });
    await open(s);
    s.dispatch(reportStatusToggled({ statusId: mine.id }));
    const done = recorder.next([postReport.success.type, postReport.fail.type]);
    s.dispatch(submitReport());
    expect((await done).type).toBe(postReport.fail.type);
    expect(selectReport(s.getState())).toMatchObject({ accountId: alice.id, statusIds: [mine.id], isSubmitting: false });
    expect(selectAlerts(s.getState())).toEqual([expect.objectContaining({ title: { text: '422' } })]);
  });

  it('sends nothing without an account, and cancelling closes the form', async () => {
    const s = newStore();
    s.dispatch(submitReport());
    expect(recorder.types()).not.toContain(postReport.request.type);
    await open(s);
    s.dispatch(reportCancelled());
    expect(selectReport(s.getState()).accountId).toBeNull();
    expect(s.getState().screens.open.report).toBeUndefined();
  });
});
