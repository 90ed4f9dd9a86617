import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { hasEntity } from '../../store/entity-table';
import { selectAlerts } from '../alerts/alerts-selectors';
import { LIST_EDITOR_SCREEN } from './list-editor-sagas';
import {
  addToList,
  fetchList,
  fetchListAccounts,
  fetchLists,
  fetchListSuggestions,
  listEditorSuggestionsChanged,
  listEditorSuggestionsCleared,
  removeFromList,
  resetListEditor,
  setupListEditor,
} from './lists-actions';
import { selectListEditor, selectListEditorAccounts, selectListEditorSuggestions } from './lists-selectors';
import { initialListEditor } from './lists-state';

describe('the list editor against the local instance (SPEC §3 List editor, §7)', () => {
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
    for (const username of ['alice', 'bob', 'carol', 'dave', 'frank', 'grace', 'mira', 'layla', 'erin']) {
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
  const editor = (s: TrumpetStore) => selectListEditor(s.getState());
  const shownAccounts = (s: TrumpetStore) => s.getState().screens.open[LIST_EDITOR_SCREEN]?.accountIds;
  async function setUp(s: TrumpetStore, listId: string): Promise<void> {
    const loaded = recorder.next([fetchListAccounts.success.type, fetchListAccounts.fail.type]);
    s.dispatch(setupListEditor({ listId }));
    expect((await loaded).type).toBe(fetchListAccounts.success.type);
  }
  async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > until) throw new Error(`condition not met; saw ${recorder.types().join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  async function settled(types: readonly string[], action: () => void) {
    const done = recorder.next(types);
    action();
    return done;
  }

  it('sets up with the stored title and loads every account of the list (limit 0), imported', async () => {
    const s = newStore();
    await settled([fetchLists.success.type], () => s.dispatch(fetchLists.request()));
    const accounts = jest.spyOn(api.lists, 'accounts');
    s.dispatch(setupListEditor({ listId: id('Friends') }));
    expect(editor(s)).toMatchObject({ listId: id('Friends'), title: 'Friends', isChanged: false, isSubmitting: false });
    expect(editor(s).accounts.isLoading).toBe(true);
    await recorder.next([fetchListAccounts.success.type]);
    expect(accounts).toHaveBeenCalledWith(id('Friends'), { limit: 0 });
    expect(recorder.types()).not.toContain(fetchList.request.type);

    const members = [id('alice'), id('bob'), id('carol'), id('frank')].sort();
    expect([...editor(s).accounts.items].sort()).toEqual(members);
    expect(editor(s).accounts).toMatchObject({ loaded: true, isLoading: false });
    for (const accountId of members) expect(hasEntity(s.getState().accounts, accountId)).toBe(true);
    expect(selectListEditorAccounts(s.getState()).map((account) => account.id)).toEqual(editor(s).accounts.items);
    expect(shownAccounts(s)).toEqual(editor(s).accounts.items);
  });

  it('fetches the title of a list the store does not have', async () => {
    const s = newStore();
    const fetched = recorder.next([fetchList.success.type]);
    await setUp(s, id('Photography'));
    await fetched;
    expect(editor(s).title).toBe('Photography');
    expect(editor(s).isChanged).toBe(false);
  });

  it('searches followed accounts (q, resolve false, limit 4, following true) and suggests them', async () => {
    const s = newStore();
    await setUp(s, id('Friends'));
    const search = jest.spyOn(api.accounts, 'search');
    const found = await settled([fetchListSuggestions.success.type], () => s.dispatch(listEditorSuggestionsChanged({ value: 'grace' })));
    expect(found.payload).toEqual({ q: 'grace', accountIds: [id('grace')] });
    expect(search).toHaveBeenCalledWith({ q: 'grace', resolve: false, limit: 4, following: true }, { signal: expect.any(AbortSignal) });
    expect(editor(s).suggestions).toEqual({ value: 'grace', items: [id('grace')] });
    expect(selectListEditorSuggestions(s.getState()).map((account) => account.username)).toEqual(['grace']);
    expect(shownAccounts(s)).toContain(id('grace'));

    // erin is not followed by demo: nothing is suggested.
    await settled([fetchListSuggestions.success.type], () => s.dispatch(listEditorSuggestionsChanged({ value: 'erin' })));
    expect(editor(s).suggestions.items).toEqual([]);
  });

  it('throttles the search to one call per 200 ms, the last value searched at the end', async () => {
    const s = newStore();
    const search = jest.spyOn(api.accounts, 'search');
    for (const value of ['d', 'da', 'dav', 'dave']) s.dispatch(listEditorSuggestionsChanged({ value }));
    expect(search.mock.calls.map(([params]) => params.q)).toEqual(['d']);
    await waitFor(() => recorder.types().filter((type) => type === fetchListSuggestions.success.type).length === 2);
    expect(search.mock.calls.map(([params]) => params.q)).toEqual(['d', 'dave']);
    expect(editor(s).suggestions).toEqual({ value: 'dave', items: [id('dave')] });
  });

  it('cancels the search in flight when the field is cleared, with no alert (SPEC §8)', async () => {
    const s = newStore();
    const search = jest.spyOn(api.accounts, 'search');
    const failed = recorder.next([fetchListSuggestions.fail.type, fetchListSuggestions.success.type]);
    s.dispatch(listEditorSuggestionsChanged({ value: 'alice' }));
    s.dispatch(listEditorSuggestionsCleared());
    const signal = search.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(true);
    expect((await failed).payload).toMatchObject({ request: { q: 'alice' }, error: { kind: 'aborted' } });
    expect(editor(s).suggestions).toEqual({ value: '', items: [] });
    expect(selectAlerts(s.getState())).toEqual([]);
  });

  it('cancels the search in flight when a newer one starts', async () => {
    const s = newStore();
    const original = api.accounts.search.bind(api.accounts);
    // The first search answers slowly, so it is still in flight when the throttled next one starts.
    const search = jest
      .spyOn(api.accounts, 'search')
      .mockImplementation((params, options) =>
        params.q === 'mira' ? new Promise((resolve) => setTimeout(resolve, 400)).then(() => original(params, options)) : original(params, options),
      );
    const aborted = recorder.next([fetchListSuggestions.fail.type]);
    const found = recorder.next([fetchListSuggestions.success.type]);
    s.dispatch(listEditorSuggestionsChanged({ value: 'mira' }));
    s.dispatch(listEditorSuggestionsChanged({ value: 'layla' }));
    expect((await found).payload).toEqual({ q: 'layla', accountIds: [id('layla')] });
    expect(search.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect((await aborted).payload).toMatchObject({ request: { q: 'mira' }, error: { kind: 'aborted' } });
    expect(editor(s).suggestions).toEqual({ value: 'layla', items: [id('layla')] });
    expect(selectAlerts(s.getState())).toEqual([]);
  });

  it('adds an account to the list (first) and removes it, on the server too', async () => {
    const s = newStore();
    await setUp(s, id('Photography'));
    const added = await settled([addToList.success.type, addToList.fail.type], () =>
      s.dispatch(addToList.request({ listId: id('Photography'), accountId: id('grace') })),
    );
    expect(added.type).toBe(addToList.success.type);
    expect(editor(s).accounts.items[0]).toBe(id('grace'));
    expect(shownAccounts(s)).toContain(id('grace'));
    expect((await api.lists.accounts(id('Photography'), { limit: 0 })).items.map((account) => account.id)).toContain(id('grace'));

    const removed = await settled([removeFromList.success.type, removeFromList.fail.type], () =>
      s.dispatch(removeFromList.request({ listId: id('Photography'), accountId: id('grace') })),
    );
    expect(removed.type).toBe(removeFromList.success.type);
    expect(editor(s).accounts.items).not.toContain(id('grace'));
    expect((await api.lists.accounts(id('Photography'), { limit: 0 })).items.map((account) => account.id)).not.toContain(id('grace'));
  });

  it('shows the server error when an account cannot be added (not followed)', async () => {
    const s = newStore();
    await setUp(s, id('Photography'));
    const before = editor(s).accounts.items;
    const failed = await settled([addToList.success.type, addToList.fail.type], () =>
      s.dispatch(addToList.request({ listId: id('Photography'), accountId: id('erin') })),
    );
    expect(failed.payload).toMatchObject({ error: { kind: 'http', status: 422 } });
    expect(editor(s).accounts.items).toEqual(before);
    expect(selectAlerts(s.getState())).toMatchObject([{ title: { text: '422' } }]);
  });

  it('resets to a blank editor and lets go of its accounts', async () => {
    const s = newStore();
    await setUp(s, id('Friends'));
    expect(shownAccounts(s)?.length).toBeGreaterThan(0);
    s.dispatch(resetListEditor());
    expect(editor(s)).toEqual(initialListEditor);
    expect(shownAccounts(s)).toBeUndefined();
  });
});
