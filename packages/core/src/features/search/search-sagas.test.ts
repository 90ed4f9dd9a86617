import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { entityValues, getEntity, hasEntity } from '../../store/entity-table';
import { selectAlerts } from '../alerts/alerts-selectors';
import { fetchRelationships } from '../relationships/relationships-actions';
import { fetchSearch, fetchSearchPage, fetchSearchSuggestions, searchChanged, searchCleared, submitSearch } from './search-actions';
import { SEARCH_SCREEN } from './search-sagas';
import { selectSearch, selectSearchSuggestions } from './search-selectors';
import { SEARCH_LIMIT, SEARCH_PAGE_LIMIT } from './search-state';

describe('search against the local instance (SPEC §4, §5, §7)', () => {
  let local: LocalServer;
  let api: RestClient;
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
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
  const search = (s: TrumpetStore) => selectSearch(s.getState());
  async function settled(types: readonly string[], action: () => void) {
    const done = recorder.next(types);
    action();
    return done;
  }
  async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > until) throw new Error(`condition not met; saw ${recorder.types().join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('submits GET /api/v2/search with q, resolve=true and limit=5, imports the results, then fetches the accounts’ relationships', async () => {
    const s = newStore();
    const spy = jest.spyOn(api.search, 'search');
    s.dispatch(searchChanged({ value: '  alice ' }));
    const relationships = recorder.next([fetchRelationships.success.type]);
    await settled([fetchSearch.success.type, fetchSearch.fail.type], () => s.dispatch(submitSearch({})));
    expect(spy).toHaveBeenCalledWith({ q: 'alice', resolve: true, limit: SEARCH_LIMIT });
    const state = search(s);
    expect(state.submitted).toBe(true);
    expect(state.query).toBe('alice');
    const accounts = state.results?.accounts ?? [];
    expect(accounts.length).toBeGreaterThan(0);
    for (const id of accounts) expect(hasEntity(s.getState().accounts, id)).toBe(true);
    for (const id of state.results?.statuses ?? []) expect(hasEntity(s.getState().statuses, id)).toBe(true);
    await relationships;
    const asked = recorder.actions.find((action) => action.type === fetchRelationships.request.type);
    expect(asked?.payload).toEqual({ ids: accounts });
    for (const id of accounts) expect(hasEntity(s.getState().relationships, id)).toBe(true);
    expect(s.getState().screens.open[SEARCH_SCREEN]?.accountIds).toEqual(expect.arrayContaining(accounts));
  });

  it('finds hashtags with their recent use', async () => {
    const s = newStore();
    await settled([fetchSearch.success.type], () => s.dispatch(submitSearch({ q: '#photography' })));
    const hashtags = search(s).results?.hashtags ?? [];
    expect(hashtags.map((tag) => tag.name.toLowerCase())).toContain('photography');
    expect(hashtags[0]?.history.length).toBeGreaterThan(0);
  });

  it('does nothing on an empty query (SPEC §5)', async () => {
    const s = newStore();
    const spy = jest.spyOn(api.search, 'search');
    s.dispatch(searchChanged({ value: '   ' }));
    s.dispatch(submitSearch({}));
    s.dispatch(submitSearch({ q: '' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spy).not.toHaveBeenCalled();
    expect(recorder.types()).not.toContain(fetchSearch.request.type);
    expect(search(s).submitted).toBe(false);
  });

  it('resolves a pasted status URL to that status, to be opened', async () => {
    const s = newStore();
    const [status] = (await api.timelines.home({ limit: 1 })).items;
    expect(status?.url).toBeTruthy();
    await settled([fetchSearch.success.type], () => s.dispatch(submitSearch({ q: status?.url ?? '' })));
    expect(search(s).resolved).toEqual({ kind: 'status', id: status?.id });
    expect(hasEntity(s.getState().statuses, status?.id ?? '')).toBe(true);
  });

  it('opens the account a "go to" handle names, and only when asked', async () => {
    const s = newStore();
    await settled([fetchSearch.success.type], () => s.dispatch(submitSearch({ q: '@mira@photos.example' })));
    expect(search(s).resolved).toBeNull();
    await settled([fetchSearch.success.type], () => s.dispatch(submitSearch({ q: '@mira@photos.example', open: true })));
    const resolved = search(s).resolved;
    expect(resolved?.kind).toBe('account');
    const account = getEntity(s.getState().accounts, resolved?.id ?? '');
    expect(account?.acct).toBe('mira@photos.example');
  });

  it('keeps a failed search to show, without an alert', async () => {
    const s = newStore();
    jest.spyOn(api.search, 'search').mockRejectedValueOnce(new Error('down'));
    await settled([fetchSearch.fail.type], () => s.dispatch(submitSearch({ q: 'jazz' })));
    expect(search(s)).toMatchObject({ submitted: true, results: null, isLoading: false });
    expect(search(s).error).not.toBeNull();
    expect(selectAlerts(s.getState())).toEqual([]);
  });

  describe('the instant menu', () => {
    it('searches accounts as the text changes (q without @, resolve=false, limit=4), throttled to 200 ms', async () => {
      const s = newStore();
      const spy = jest.spyOn(api.accounts, 'search');
      s.dispatch(searchChanged({ value: '@a' }));
      s.dispatch(searchChanged({ value: '@al' }));
      s.dispatch(searchChanged({ value: '@ali' }));
      await waitFor(() => search(s).suggestions.q === 'ali' && !search(s).suggestions.isLoading);
      // The first change searches at once, the last after the throttle; the one between is skipped.
      expect(spy.mock.calls.map(([params]) => params)).toEqual([
        { q: 'a', resolve: false, limit: 4 },
        { q: 'ali', resolve: false, limit: 4 },
      ]);
      const entries = selectSearchSuggestions(s.getState());
      const alice = entityValues(s.getState().accounts).find((account) => account.acct === 'alice');
      expect(entries).toEqual(expect.arrayContaining([{ kind: 'profile', handle: 'ali' }, { kind: 'account', id: alice?.id }, { kind: 'statuses', q: '@ali' }]));
    });

    it('cancels the search in flight when the text changes again, and shows no alert for it', async () => {
      const s = newStore();
      const signals: AbortSignal[] = [];
      const original = api.accounts.search.bind(api.accounts);
      jest.spyOn(api.accounts, 'search').mockImplementation((params, options) => {
        if (options?.signal) signals.push(options.signal);
        return original(params, options);
      });
      s.dispatch(searchChanged({ value: 'bo' }));
      await new Promise((resolve) => setTimeout(resolve, 220));
      s.dispatch(searchChanged({ value: 'bob' }));
      await waitFor(() => search(s).suggestions.q === 'bob' && !search(s).suggestions.isLoading);
      expect(signals.length).toBe(2);
      expect(signals[1]?.aborted).toBe(false);
      expect(selectAlerts(s.getState())).toEqual([]);
    });

    it('does not search accounts for a hashtag or a link', async () => {
      const s = newStore();
      const spy = jest.spyOn(api.accounts, 'search');
      s.dispatch(searchChanged({ value: '#jazz' }));
      await new Promise((resolve) => setTimeout(resolve, 250));
      s.dispatch(searchChanged({ value: 'https://photos.example/@mira' }));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(spy).not.toHaveBeenCalled();
      expect(recorder.types()).not.toContain(fetchSearchSuggestions.request.type);
    });

    it('clearing forgets everything and cancels the search in flight', async () => {
      const s = newStore();
      await settled([fetchSearch.success.type], () => s.dispatch(submitSearch({ q: 'alice' })));
      s.dispatch(searchCleared());
      expect(search(s).results).toBeNull();
      expect(search(s).value).toBe('');
      await waitFor(() => s.getState().screens.open[SEARCH_SCREEN] === undefined);
    });
  });

  describe('the full results screen', () => {
    it('loads one type with limit and offset, and the next page after it', async () => {
      const s = newStore();
      const spy = jest.spyOn(api.search, 'search');
      await settled([fetchSearchPage.success.type], () => s.dispatch(fetchSearchPage.request({ q: 'a', type: 'statuses', more: false })));
      const first = search(s).page;
      expect(spy).toHaveBeenLastCalledWith({ q: 'a', type: 'statuses', resolve: true, limit: SEARCH_PAGE_LIMIT, offset: 0 });
      expect(first?.ids.length).toBe(SEARCH_PAGE_LIMIT);
      expect(first?.hasMore).toBe(true);
      await settled([fetchSearchPage.success.type], () => s.dispatch(fetchSearchPage.request({ q: 'a', type: 'statuses', more: true })));
      expect(spy).toHaveBeenLastCalledWith({ q: 'a', type: 'statuses', resolve: true, limit: SEARCH_PAGE_LIMIT, offset: SEARCH_PAGE_LIMIT });
      const ids = search(s).page?.ids ?? [];
      expect(ids.length).toBeGreaterThan(SEARCH_PAGE_LIMIT);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(hasEntity(s.getState().statuses, id)).toBe(true);
    });

    it('pages hashtags and accounts, and fetches the accounts’ relationships', async () => {
      const s = newStore();
      await settled([fetchSearchPage.success.type], () => s.dispatch(fetchSearchPage.request({ q: 'photo', type: 'hashtags', more: false })));
      expect(search(s).page?.hashtags.map((tag) => tag.name.toLowerCase())).toContain('photography');
      const relationships = recorder.next([fetchRelationships.success.type]);
      await settled([fetchSearchPage.success.type], () => s.dispatch(fetchSearchPage.request({ q: 'e', type: 'accounts', more: false })));
      const ids = search(s).page?.ids ?? [];
      expect(ids.length).toBeGreaterThan(0);
      await relationships;
      for (const id of ids) expect(hasEntity(s.getState().relationships, id)).toBe(true);
    });
  });
});
