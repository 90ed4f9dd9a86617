import { getEntity } from '../../store/entity-table';
import type { Account, RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createMemoryStorage, type EntityStorage } from '../../storage/entity-storage';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { fetchAccount } from './accounts-actions';
import { selectAccount } from './accounts-selectors';

describe('fetching an account (SPEC §4 "Account fetch")', () => {
  let local: LocalServer;
  let api: RestClient;
  let erin: Account;
  let frank: Account;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    erin = await api.accounts.lookup('erin');
    frank = await api.accounts.lookup('frank');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function storeWith(storage: EntityStorage = createMemoryStorage()): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, storage, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  const settled = () => recorder.next([fetchAccount.success.type, fetchAccount.fail.type]);

  it('loads a moved account from the server with the account it moved to, and caches both', async () => {
    expect(erin.moved?.id).toBe(frank.id);
    const storage = createMemoryStorage();
    const s = storeWith(storage);
    const done = settled();
    s.dispatch(fetchAccount.request({ id: erin.id }));
    expect((await done).payload).toEqual({ id: erin.id, source: 'server' });
    const account = selectAccount(s.getState(), erin.id);
    expect(account?.moved).toBe(frank.id);
    expect(account?.movedAccount?.acct).toBe('frank');
    expect(account?.display_name_html).toBeDefined();
    expect((await storage.getAccount(erin.id))?.id).toBe(erin.id);
    expect((await storage.getAccount(frank.id))?.id).toBe(frank.id);
  });

  it('uses the local cache first, including the moved-to account’s own entry', async () => {
    const storage = createMemoryStorage();
    await storage.putAccounts([
      { ...erin, display_name: 'Erin from the cache' },
      { ...frank, display_name: 'Frank from the cache' },
    ]);
    const s = storeWith(storage);
    const fetchSpy = jest.spyOn(api.accounts, 'fetch');
    const done = settled();
    s.dispatch(fetchAccount.request({ id: erin.id }));
    expect((await done).payload).toEqual({ id: erin.id, source: 'cache' });
    expect(fetchSpy).not.toHaveBeenCalled();
    const account = selectAccount(s.getState(), erin.id);
    expect(account?.display_name).toBe('Erin from the cache');
    expect(account?.movedAccount?.display_name).toBe('Frank from the cache');
  });

  it('is skipped when the account is already in the store', async () => {
    const s = storeWith();
    const fetchSpy = jest.spyOn(api.accounts, 'fetch');
    const first = settled();
    s.dispatch(fetchAccount.request({ id: frank.id }));
    await first;
    const before = s.getState().accounts;
    const second = settled();
    s.dispatch(fetchAccount.request({ id: frank.id }));
    expect((await second).payload).toEqual({ id: frank.id, source: 'store' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(s.getState().accounts).toBe(before);
    expect(s.getState().loadingBar.pending).toBe(0);
  });

  it('fails without an alert for an unknown id, keeping a plain error', async () => {
    const s = storeWith();
    const done = settled();
    s.dispatch(fetchAccount.request({ id: '1' }));
    const { type, payload } = await done;
    expect(type).toBe(fetchAccount.fail.type);
    expect(payload).toEqual({ request: { id: '1' }, skipAlert: true, error: expect.objectContaining({ kind: 'http', status: 404 }) });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
    expect(getEntity(s.getState().accounts, '1')).toBeUndefined();
  });

  it('selectAccount keeps the same result while neither record changes', async () => {
    const s = storeWith();
    const done = settled();
    s.dispatch(fetchAccount.request({ id: erin.id }));
    await done;
    const state = s.getState();
    expect(selectAccount(state, erin.id)).toBe(selectAccount({ ...state }, erin.id));
    expect(selectAccount(state, 'nobody')).toBeNull();
  });
});
