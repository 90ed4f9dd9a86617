import { createRequire } from 'node:module';
import type { Account, RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../test/support/action-recorder';
import { sanitize } from '../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../test/support/local-server';
import { fetchAccount } from '../features/accounts/accounts-actions';
import { createTrumpetStore } from '../store/create-store';
import type { EntityStorage } from './entity-storage';
import { createIndexedDbStorage, type IdbFactory } from './indexeddb-storage';

/** fake-indexeddb, when installed: the tests that need a working IndexedDB run only then. */
function fakeIndexedDb(): IdbFactory | null {
  try {
    return (createRequire(__filename)('fake-indexeddb') as { indexedDB: IdbFactory }).indexedDB;
  } catch {
    return null;
  }
}
const factory = fakeIndexedDb();
const withIndexedDb = factory ? describe : describe.skip;

const account = (id: string, acct = `user${id}`) => ({ id, acct }) as unknown as Account;

describe('the IndexedDB entity cache (SPEC §3 "Local cache")', () => {
  let local: LocalServer;
  let api: RestClient;
  let alice = '';

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    alice = (await api.accounts.lookup('alice')).id;
  }, 60_000);
  afterAll(() => local.close());

  async function fetchThrough(storage: EntityStorage, id: string): Promise<unknown> {
    const recorder = createActionRecorder();
    const store = createTrumpetStore({ api, sanitize, storage, middleware: [recorder.middleware] });
    const done = recorder.next([fetchAccount.success.type, fetchAccount.fail.type]);
    store.dispatch(fetchAccount.request({ id }));
    const action = await done;
    store.rootTask.cancel();
    return action;
  }

  describe('without a working IndexedDB (private windows, blocked storage)', () => {
    const throwing: IdbFactory = {
      open: () => {
        throw new Error('SecurityError');
      },
    };
    const failing: IdbFactory = {
      open: () => {
        const request = { result: null, onsuccess: null, onerror: null, onupgradeneeded: null } as unknown as ReturnType<IdbFactory['open']>;
        setTimeout(() => (request.onerror as (() => void) | null)?.(), 0);
        return request;
      },
    };

    it.each([
      ['throws on open', throwing],
      ['fails to open', failing],
    ])('finds nothing and drops writes when IndexedDB %s', async (_name, broken) => {
      const storage = createIndexedDbStorage(broken);
      await expect(storage.putAccounts([account('1')])).resolves.toBeUndefined();
      await expect(storage.getAccount('1')).resolves.toBeNull();
      await expect(storage.getStatus('1')).resolves.toBeNull();
    });

    it('lets an account fetch fall back to the server', async () => {
      const action = await fetchThrough(createIndexedDbStorage(throwing), alice);
      expect(action).toEqual({ type: fetchAccount.success.type, payload: { id: alice, source: 'server' } });
    });
  });

  withIndexedDb('with IndexedDB', () => {
    const idb = factory as IdbFactory;
    let n = 0;
    const fresh = (limit?: number) => {
      n += 1;
      const name = `trumpet-test-${n}`;
      return { name, storage: createIndexedDbStorage(idb, { name, limit }) };
    };

    it('keeps accounts and statuses in their own stores, across reopening', async () => {
      const { name, storage } = fresh();
      await storage.putAccounts([account('1', 'alice')]);
      await storage.putStatuses([{ id: '2', content: '<p>hi</p>' } as never]);
      expect(await storage.getAccount('1')).toEqual(account('1', 'alice'));
      expect(await storage.getStatus('2')).toEqual({ id: '2', content: '<p>hi</p>' });
      expect(await storage.getAccount('2')).toBeNull();
      expect(await storage.getStatus('1')).toBeNull();
      const reopened = createIndexedDbStorage(idb, { name });
      expect(await reopened.getAccount('1')).toEqual(account('1', 'alice'));
    });

    it('evicts the least recently written records above the limit', async () => {
      const { storage } = fresh(3);
      await storage.putAccounts([account('1'), account('2')]);
      await storage.putAccounts([account('3')]);
      await storage.putAccounts([account('1', 'again')]);
      await storage.putAccounts([account('4'), account('5')]);
      const kept = await Promise.all(['1', '2', '3', '4', '5'].map(async (id) => (await storage.getAccount(id))?.acct ?? null));
      expect(kept).toEqual(['again', null, null, 'user4', 'user5']);
    });

    it('keeps timeline snapshots across reopening, also in a database made before they existed (version 1)', async () => {
      const { name, storage } = fresh();
      await storage.putSnapshot({ id: 'me:home', statuses: [{ id: '9' } as never], savedAt: '2026-11-28T10:00:00.000Z' });
      expect(await createIndexedDbStorage(idb, { name }).getSnapshot('me:home')).toEqual({ id: 'me:home', statuses: [{ id: '9' }], savedAt: '2026-11-28T10:00:00.000Z' });
      expect(await storage.getSnapshot('other:home')).toBeNull();

      const old = `trumpet-v1-${n}`;
      await new Promise<void>((resolve) => {
        const request = idb.open(old, 1);
        request.onupgradeneeded = () => {
          for (const store of ['accounts', 'statuses']) request.result.createObjectStore(store, { keyPath: 'id' }).createIndex('written_at', 'written_at');
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
      });
      const upgraded = createIndexedDbStorage(idb, { name: old });
      await upgraded.putSnapshot({ id: 'me:home', statuses: [], savedAt: '2026-11-28T10:00:00.000Z' });
      expect(await upgraded.getSnapshot('me:home')).toMatchObject({ id: 'me:home' });
    });

    it('serves an account fetch from the cache the server filled', async () => {
      const { storage } = fresh();
      expect(await fetchThrough(storage, alice)).toMatchObject({ payload: { id: alice, source: 'server' } });
      expect((await storage.getAccount(alice))?.acct).toBe('alice');
      expect(await fetchThrough(storage, alice)).toMatchObject({ payload: { id: alice, source: 'cache' } });
    });
  });
});
