import { getEntity } from '../../store/entity-table';
import type { RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createMemoryStorage, type EntityStorage } from '../../storage/entity-storage';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { fetchStatus } from './statuses-actions';

describe('fetching a status (cache first, SPEC §4)', () => {
  let local: LocalServer;
  let api: RestClient;
  let someStatus: Status;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    const home = await api.timelines.home({ limit: 1 });
    const first = home.items[0];
    if (!first) throw new Error('the demo home timeline is empty');
    someStatus = first;
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  function storeWith(storage: EntityStorage = createMemoryStorage()): TrumpetStore {
    recorder = createActionRecorder();
    return createTrumpetStore({ api, sanitize, storage, meta: { me: null }, middleware: [recorder.middleware] });
  }
  const settled = () => recorder.next([fetchStatus.success.type, fetchStatus.fail.type]);

  it('loads it from the server, imports it with its account, and caches it', async () => {
    const storage = createMemoryStorage();
    const store = storeWith(storage);
    const done = settled();
    store.dispatch(fetchStatus.request({ id: someStatus.id }));
    expect((await done).payload).toEqual({ id: someStatus.id, source: 'server' });
    const record = getEntity(store.getState().statuses, someStatus.id);
    expect(record?.account).toBe(someStatus.account.id);
    expect(getEntity(store.getState().accounts, someStatus.account.id)?.acct).toBe(someStatus.account.acct);
    expect(record?.contentHtml).not.toContain('<script');
    expect((await storage.getStatus(someStatus.id))?.id).toBe(someStatus.id);
    store.rootTask.cancel();
  });

  it('uses the local cache before the server', async () => {
    const storage = createMemoryStorage();
    await storage.putStatuses([{ ...someStatus, content: '<p>from the cache</p>' }]);
    const store = storeWith(storage);
    const done = settled();
    store.dispatch(fetchStatus.request({ id: someStatus.id }));
    expect((await done).payload).toEqual({ id: someStatus.id, source: 'cache' });
    expect(getEntity(store.getState().statuses, someStatus.id)?.contentHtml).toBe('<p>from the cache</p>');
    store.rootTask.cancel();
  });

  it('asks nobody for a status already in the store, and still settles the request', async () => {
    const store = storeWith();
    const first = settled();
    store.dispatch(fetchStatus.request({ id: someStatus.id }));
    await first;
    const before = store.getState();
    const fetches = jest.spyOn(api.statuses, 'fetch');
    const again = settled();
    store.dispatch(fetchStatus.request({ id: someStatus.id }));
    expect((await again).payload).toEqual({ id: someStatus.id, source: 'store' });
    expect(fetches).not.toHaveBeenCalled();
    fetches.mockRestore();
    expect(store.getState().statuses).toBe(before.statuses);
    store.rootTask.cancel();
  });

  it('fails without an alert, keeping the api-client’s plain error', async () => {
    const store = storeWith();
    const done = settled();
    store.dispatch(fetchStatus.request({ id: '1' }));
    const { type, payload } = await done;
    expect(type).toBe(fetchStatus.fail.type);
    expect(payload).toEqual({ request: { id: '1' }, skipAlert: true, error: expect.objectContaining({ kind: 'http', status: 404 }) });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
    store.rootTask.cancel();
  });
});
