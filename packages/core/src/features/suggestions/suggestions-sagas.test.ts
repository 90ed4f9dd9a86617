import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAccount } from '../accounts/accounts-selectors';
import { selectAlerts } from '../alerts/alerts-selectors';
import { fetchRelationships } from '../relationships/relationships-actions';
import { selectRelationship } from '../relationships/relationships-selectors';
import { dismissSuggestion, fetchSuggestions } from './suggestions-actions';
import { selectSuggestions, selectSuggestionsStatus } from './suggestions-selectors';

describe('suggestions against the local instance (SPEC §7)', () => {
  let local: LocalServer;
  let api: RestClient;
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    // Unfollowed, these local accounts become suggestions too.
    const following = await api.accounts.following((await api.accounts.verifyCredentials()).id, { limit: 80 });
    for (const account of following.items.filter((a) => ['frank', 'grace'].includes(a.acct))) await api.accounts.unfollow(account.id);
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(client: RestClient = api): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }

  it('loads the v2 suggestions with their sources, imports the accounts and asks their relationships', async () => {
    const s = newStore();
    const done = recorder.next([fetchSuggestions.success.type, fetchSuggestions.fail.type]);
    const relationships = recorder.next([fetchRelationships.success.type]);
    s.dispatch(fetchSuggestions.request());
    expect(selectSuggestionsStatus(s.getState())).toEqual({ isLoading: true, loaded: false });
    expect((await done).type).toBe(fetchSuggestions.success.type);
    await relationships;
    const server = await api.suggestions.v2({ limit: 20 });
    expect(server.length).toBeGreaterThanOrEqual(2);
    expect(selectSuggestions(s.getState())).toEqual(server.map((suggestion) => ({ accountId: suggestion.account.id, sources: suggestion.sources })));
    for (const { account } of server) {
      expect(selectAccount(s.getState(), account.id)?.acct).toBe(account.acct);
      expect(selectRelationship(s.getState(), account.id)?.following).toBe(false);
    }
  });

  it('dismissing removes the account at once and on the server (DELETE, fire and forget)', async () => {
    const s = newStore();
    await (async () => {
      const done = recorder.next([fetchSuggestions.success.type]);
      s.dispatch(fetchSuggestions.request());
      await done;
    })();
    const [dismissed, ...rest] = selectSuggestions(s.getState());
    if (!dismissed) throw new Error('no suggestion to dismiss');
    const remove = jest.spyOn(api.suggestions, 'remove');
    s.dispatch(dismissSuggestion({ accountId: dismissed.accountId }));
    expect(selectSuggestions(s.getState())).toEqual(rest);
    expect(remove).toHaveBeenCalledWith(dismissed.accountId);
    await remove.mock.results[0]?.value;
    expect((await api.suggestions.v2({ limit: 40 })).map((suggestion) => suggestion.account.id)).not.toContain(dismissed.accountId);
    remove.mockRestore();
  });

  it('a failed load or dismissal shows no alert', async () => {
    const offline = createRestClient({ url: 'http://127.0.0.1:9' });
    const remove = jest.spyOn(offline.suggestions, 'remove');
    const s = newStore(offline);
    const done = recorder.next([fetchSuggestions.success.type, fetchSuggestions.fail.type]);
    s.dispatch(fetchSuggestions.request());
    expect((await done).type).toBe(fetchSuggestions.fail.type);
    expect(selectSuggestionsStatus(s.getState())).toEqual({ isLoading: false, loaded: true });
    s.dispatch(dismissSuggestion({ accountId: '1' }));
    // The dismissal's DELETE fails against the closed port: nothing of it reaches the store.
    await expect(remove.mock.results[0]?.value).rejects.toBeDefined();
    expect(recorder.types().filter((type) => type.startsWith('suggestions/'))).toEqual([fetchSuggestions.request.type, fetchSuggestions.fail.type, dismissSuggestion.type]);
    expect(selectAlerts(s.getState())).toEqual([]);
  });
});
