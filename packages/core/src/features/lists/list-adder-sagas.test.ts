import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { LIST_ADDER_SCREEN } from './list-adder-sagas';
import { addToList, deleteList, fetchAccountLists, fetchLists, removeFromList, resetListAdder, setupListAdder } from './lists-actions';
import { selectListAdder, selectListAdderLists, selectListAdderLoading } from './lists-selectors';
import { initialListAdder } from './lists-state';

describe('the list adder against the local instance (SPEC §6 "add or remove from lists", §7)', () => {
  let local: LocalServer;
  let api: RestClient;
  const ids: Record<string, string> = {};
  const id = (name: string): string => {
    const found = ids[name];
    if (found === undefined) throw new Error(`${name} not looked up`);
    return found;
  };

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    const { db } = local.server.instance;
    for (const username of ['alice', 'bob', 'grace']) {
      const row = db.prepare<[string], { id: string }>('SELECT id FROM accounts WHERE username = ?').get(username);
      if (row) ids[username] = row.id;
    }
    for (const list of await api.lists.list()) ids[list.title] = list.id;
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  async function setUp(s: TrumpetStore, accountId: string): Promise<void> {
    const lists = recorder.next([fetchLists.success.type, fetchLists.fail.type]);
    const accountLists = recorder.next([fetchAccountLists.success.type, fetchAccountLists.fail.type]);
    s.dispatch(setupListAdder({ accountId }));
    expect(selectListAdderLoading(s.getState())).toBe(true);
    expect((await lists).type).toBe(fetchLists.success.type);
    expect((await accountLists).type).toBe(fetchAccountLists.success.type);
    expect(selectListAdderLoading(s.getState())).toBe(false);
  }
  const adderLists = (s: TrumpetStore) => selectListAdderLists(s.getState());

  it('lists every list by title, marking the ones that hold the account', async () => {
    const s = newStore();
    const accountLists = jest.spyOn(api.accounts, 'lists');
    await setUp(s, id('bob'));
    expect(accountLists).toHaveBeenCalledWith(id('bob'));
    expect(adderLists(s)).toEqual([
      { id: id('Friends'), title: 'Friends', added: true },
      { id: id('Photography'), title: 'Photography', added: false },
    ]);
    expect(s.getState().screens.open[LIST_ADDER_SCREEN]?.accountIds).toEqual([id('bob')]);

    await setUp(s, id('alice'));
    expect(adderLists(s).map((list) => list.added)).toEqual([true, true]);
    await setUp(s, id('grace'));
    expect(adderLists(s).map((list) => list.added)).toEqual([false, false]);
  });

  it('adds the account to a list and removes it, on the server too', async () => {
    const s = newStore();
    await setUp(s, id('bob'));
    const added = recorder.next([addToList.success.type, addToList.fail.type]);
    s.dispatch(addToList.request({ listId: id('Photography'), accountId: id('bob') }));
    expect((await added).type).toBe(addToList.success.type);
    expect(adderLists(s).find((list) => list.id === id('Photography'))?.added).toBe(true);
    expect((await api.accounts.lists(id('bob'))).map((list) => list.title).sort()).toEqual(['Friends', 'Photography']);

    const removed = recorder.next([removeFromList.success.type, removeFromList.fail.type]);
    s.dispatch(removeFromList.request({ listId: id('Photography'), accountId: id('bob') }));
    expect((await removed).type).toBe(removeFromList.success.type);
    expect(adderLists(s).find((list) => list.id === id('Photography'))?.added).toBe(false);
    expect((await api.accounts.lists(id('bob'))).map((list) => list.title)).toEqual(['Friends']);
  });

  it('drops a deleted list', async () => {
    const extra = await api.lists.create({ title: 'Zebras' });
    await api.lists.addAccounts(extra.id, [id('alice')]);
    const s = newStore();
    await setUp(s, id('alice'));
    expect(adderLists(s).map((list) => list.title)).toEqual(['Friends', 'Photography', 'Zebras']);
    const deleted = recorder.next([deleteList.success.type, deleteList.fail.type]);
    s.dispatch(deleteList.request({ id: extra.id }));
    expect((await deleted).type).toBe(deleteList.success.type);
    expect(adderLists(s).map((list) => list.title)).toEqual(['Friends', 'Photography']);
    expect(selectListAdder(s.getState()).lists.items).not.toContain(extra.id);
  });

  it('resets and lets go of the account', async () => {
    const s = newStore();
    await setUp(s, id('alice'));
    s.dispatch(resetListAdder());
    expect(selectListAdder(s.getState())).toEqual(initialListAdder);
    expect(s.getState().screens.open[LIST_ADDER_SCREEN]).toBeUndefined();
  });
});
