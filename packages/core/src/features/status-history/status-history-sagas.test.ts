import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { fetchStatusHistory, statusHistoryClosed } from './status-history-actions';
import { selectStatusHistory } from './status-history-selectors';

describe('edit history against the local instance (GET /api/v1/statuses/:id/history)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let store: TrumpetStore | null = null;
  let recorder = createActionRecorder();

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => {
    store?.rootTask.cancel();
    jest.restoreAllMocks();
  });

  function newStore(): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  async function fetchHistory(s: TrumpetStore, statusId: string): Promise<string> {
    const done = recorder.next([fetchStatusHistory.success.type, fetchStatusHistory.fail.type]);
    s.dispatch(fetchStatusHistory.request({ statusId }));
    return (await done).type;
  }

  it('lists the revisions newest first, sanitised, and lets them go when closed', async () => {
    const status = await demo.statuses.create({ status: 'first words', spoiler_text: 'cw' });
    await demo.statuses.edit(status.id, { status: 'second words', spoiler_text: '' });
    // What a hostile server could send in a revision: it goes through the sanitiser.
    const [first, second] = await demo.statuses.history(status.id);
    if (!first || !second) throw new Error('no history');
    jest.spyOn(demo.statuses, 'history').mockResolvedValueOnce([{ ...first, content: '<p>first <img src=x onerror=alert(1)> words</p>' }, second]);
    const s = newStore();
    expect(selectStatusHistory(s.getState()).statusId).toBeNull();
    expect(await fetchHistory(s, status.id)).toBe(fetchStatusHistory.success.type);
    const history = selectStatusHistory(s.getState());
    expect(history).toMatchObject({ statusId: status.id, isLoading: false, error: null });
    expect(history.items).toHaveLength(2);
    expect(history.items[0]?.contentHtml).toContain('second words');
    expect(history.items[1]).toMatchObject({ spoilerText: 'cw' });
    expect(history.items[1]?.contentHtml).toContain('first');
    expect(history.items[1]?.contentHtml).not.toContain('onerror');
    expect(Date.parse(history.items[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(history.items[1]?.createdAt ?? ''));
    s.dispatch(statusHistoryClosed());
    expect(selectStatusHistory(s.getState())).toMatchObject({ statusId: null, items: [] });
  });

  it('keeps the error of a history that cannot be had', async () => {
    const s = newStore();
    expect(await fetchHistory(s, '999999999999')).toBe(fetchStatusHistory.fail.type);
    expect(selectStatusHistory(s.getState()).error).not.toBeNull();
  });
});
