import { getEntity } from '../../store/entity-table';
import type { RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder, type RecordedAction } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { statusesRemoved } from '../statuses/status-actions';
import { fetchContext } from './contexts-actions';
import { selectAncestorIds, selectDescendantIds } from './contexts-selectors';

describe('threads (SPEC §4, §8)', () => {
  let local: LocalServer;
  let api: RestClient;
  let root: Status;
  let middle: Status;
  let firstReply: Status;
  let secondReply: Status;
  let nested: Status;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    root = await api.statuses.create({ status: 'root' });
    middle = await api.statuses.create({ status: 'middle', in_reply_to_id: root.id });
    firstReply = await api.statuses.create({ status: 'first reply', in_reply_to_id: middle.id });
    nested = await api.statuses.create({ status: 'nested', in_reply_to_id: firstReply.id });
    secondReply = await api.statuses.create({ status: 'second reply', in_reply_to_id: middle.id });
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore;
  beforeEach(() => {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me: root.account.id }, middleware: [recorder.middleware] });
  });
  afterEach(() => store.rootTask.cancel());

  const fetch = (id: string): Promise<RecordedAction> => {
    const done = recorder.next([fetchContext.success.type, fetchContext.fail.type]);
    store.dispatch(fetchContext.request({ id }));
    return done;
  };

  it('keeps ancestors oldest first and descendants depth first, and imports them', async () => {
    const { type } = await fetch(middle.id);
    expect(type).toBe(fetchContext.success.type);
    expect(selectAncestorIds(store.getState(), middle.id)).toEqual([root.id]);
    expect(selectDescendantIds(store.getState(), middle.id)).toEqual([firstReply.id, nested.id, secondReply.id]);
    expect(getEntity(store.getState().statuses, nested.id)?.contentHtml).toContain('nested');
    expect(getEntity(store.getState().statuses, root.id)?.in_reply_to_id).toBeNull();
  });

  it('drops a removed status from the threads that list it', async () => {
    await fetch(middle.id);
    store.dispatch(statusesRemoved({ ids: [nested.id] }));
    expect(selectDescendantIds(store.getState(), middle.id)).toEqual([firstReply.id, secondReply.id]);
  });

  it('removes the status locally when its thread answers 404, without an alert', async () => {
    const gone = await api.statuses.create({ status: 'gone soon' });
    store.dispatch(entitiesImported(normalizeEntities({ statuses: [gone] }, { sanitize, expandSpoilers: false })));
    await api.statuses.remove(gone.id);
    const removed = recorder.next([statusesRemoved.type]);
    const { type, payload } = await fetch(gone.id);
    expect(type).toBe(fetchContext.fail.type);
    expect(payload).toEqual(expect.objectContaining({ skipAlert: true, error: expect.objectContaining({ status: 404 }) }));
    expect((await removed).payload).toEqual({ ids: [gone.id] });
    expect(getEntity(store.getState().statuses, gone.id)).toBeUndefined();
    expect(store.getState().alerts).toEqual([]);
  });
});
