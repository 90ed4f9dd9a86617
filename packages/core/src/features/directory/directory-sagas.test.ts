import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAccount } from '../accounts/accounts-selectors';
import { expandDirectory, fetchDirectory } from './directory-actions';
import { selectDirectory } from './directory-selectors';
import { DIRECTORY_PAGE } from './directory-state';

describe('the profile directory against the local instance', () => {
  let local: LocalServer;
  let api: RestClient;
  let store: TrumpetStore | null = null;
  let recorder = createActionRecorder();
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  function settle(s: TrumpetStore, actions: { success: { type: string }; fail: { type: string } }, action: { type: string }) {
    const done = recorder.next([actions.success.type, actions.fail.type]);
    s.dispatch(action);
    return done;
  }
  const ids = (accounts: { id: string }[]) => accounts.map((account) => account.id);

  it('lists local or known accounts, by activity or by age, imported', async () => {
    const s = newStore();
    await settle(s, fetchDirectory, fetchDirectory.request({ order: 'active', local: true }));
    const local = await api.directory.list({ order: 'active', local: true, limit: DIRECTORY_PAGE });
    expect(selectDirectory(s.getState()).items).toEqual(ids(local));
    expect(selectAccount(s.getState(), local[0]?.id ?? '')?.acct).toBe(local[0]?.acct);

    const switched = settle(s, fetchDirectory, fetchDirectory.request({ order: 'new', local: false }));
    expect(selectDirectory(s.getState())).toMatchObject({ params: { order: 'new', local: false }, items: [], isLoading: true, loaded: false });
    await switched;
    expect(selectDirectory(s.getState()).items).toEqual(ids(await api.directory.list({ order: 'new', local: false, limit: DIRECTORY_PAGE })));
  });

  it('loads more from the offset of what is loaded, until a page is short', async () => {
    // More discoverable accounts than a page, straight into the instance's database.
    const { db } = local.server.instance;
    const insert = db.prepare("INSERT INTO accounts (id, username, domain, display_name, note, fields, created_at, role, discoverable) VALUES (?, ?, NULL, ?, '', '[]', ?, 'user', 1)");
    for (let index = 0; index < DIRECTORY_PAGE + 5; index += 1) insert.run(String(9_000_000_000 + index), `listed${index}`, `Listed ${index}`, new Date(2026, 0, 1, 0, index).toISOString());
    const s = newStore();
    await settle(s, fetchDirectory, fetchDirectory.request({ order: 'new', local: true }));
    expect(selectDirectory(s.getState())).toMatchObject({ hasMore: true });
    expect(selectDirectory(s.getState()).items).toHaveLength(DIRECTORY_PAGE);

    const list = jest.spyOn(api.directory, 'list');
    await settle(s, expandDirectory, expandDirectory.request());
    expect(list).toHaveBeenCalledWith({ order: 'new', local: true, offset: DIRECTORY_PAGE, limit: DIRECTORY_PAGE });
    const all = await api.directory.list({ order: 'new', local: true, limit: 80 });
    expect(selectDirectory(s.getState()).items).toEqual(ids(all));
    expect(selectDirectory(s.getState()).hasMore).toBe(false);

    const again = await settle(s, expandDirectory, expandDirectory.request());
    expect(again.payload).toMatchObject({ skipped: true });
    expect(list).toHaveBeenCalledTimes(2);
    list.mockRestore();
  });
});
