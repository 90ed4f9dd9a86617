import { createRestClient, type AccountSearchParams, type RequestOptions, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity } from '../../store/entity-table';
import { selectAlerts } from '../alerts/alerts-selectors';
import { fetchCustomEmojis } from '../custom-emojis/custom-emojis-actions';
import {
  composeChanged,
  composeSuggestionsCleared,
  composeSuggestionSelected,
  composeSuggestionsFailed,
  composeSuggestionsReady,
  composeSuggestionsRequested,
} from './compose-actions';
import { selectCompose } from './compose-selectors';
import type { SearchEmoji } from './emoji-suggestions';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('compose suggestions (SPEC §4 Autosuggest, §5 triggers, §7 account search, §8)', () => {
  let local: LocalServer;
  let demo: RestClient;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  let searches: { params: AccountSearchParams; signal: AbortSignal | undefined }[] = [];
  afterEach(() => store?.rootTask.cancel());

  /** demo's client, its account searches recorded and (optionally) slowed down. */
  function spied(client: RestClient, delayMs = 0): RestClient {
    const search = async (params: AccountSearchParams, options?: RequestOptions) => {
      searches.push({ params, signal: options?.signal });
      if (delayMs > 0) await sleep(delayMs);
      return client.accounts.search(params, options);
    };
    return { ...client, accounts: { ...client.accounts, search } };
  }
  function newStore(options: { api?: RestClient; searchEmoji?: SearchEmoji } = {}): TrumpetStore {
    recorder = createActionRecorder();
    searches = [];
    const { api = spied(demo), searchEmoji } = options;
    store = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware], ...(searchEmoji ? { searchEmoji } : {}) });
    return store;
  }
  const compose = () => selectCompose((store as TrumpetStore).getState());
  const readyTokens = () => recorder.actions.filter((action) => action.type === composeSuggestionsReady.type).map((action) => (action.payload as { token: string }).token);

  it('searches accounts for an @ token (without the @, resolve false, limit 4) and imports them', async () => {
    const s = newStore();
    const ready = recorder.next([composeSuggestionsReady.type]);
    s.dispatch(composeSuggestionsRequested({ token: '@ali' }));
    const { payload } = await ready;
    expect(searches.map((search) => search.params)).toEqual([{ q: 'ali', resolve: false, limit: 4 }]);
    const { suggestions } = payload as { suggestions: { kind: string; id: string; acct: string }[] };
    expect(suggestions[0]).toEqual({ kind: 'account', id: expect.any(String), acct: 'alice' });
    expect(getEntity(s.getState().accounts, suggestions[0]?.id ?? '')?.acct).toBe('alice');
    expect(compose()).toMatchObject({ suggestionToken: '@ali', suggestions });
    expect(s.getState().screens.open.compose?.accountIds).toEqual(suggestions.map((suggestion) => suggestion.id));
  });

  it('throttles to 200 ms, cancels the search in flight and shows only the newest token', async () => {
    const s = newStore({ api: spied(demo, 400) });
    s.dispatch(composeSuggestionsRequested({ token: '@bo' }));
    s.dispatch(composeSuggestionsRequested({ token: '@ca' }));
    s.dispatch(composeSuggestionsRequested({ token: '@car' }));
    expect(searches.map((search) => search.params.q)).toEqual(['bo']);
    await sleep(250);
    expect(searches.map((search) => search.params.q)).toEqual(['bo', 'car']);
    expect(searches[0]?.signal?.aborted).toBe(true);
    await recorder.next([composeSuggestionsReady.type], 3000);
    expect(readyTokens()).toEqual(['@car']);
    expect(compose().suggestions).toEqual([expect.objectContaining({ acct: 'carol' })]);
    expect(recorder.types()).not.toContain(composeSuggestionsFailed.type);
    expect(selectAlerts(s.getState())).toEqual([]);
  });

  it('clearing cancels the search in flight: nothing shows and nothing is alerted', async () => {
    const s = newStore({ api: spied(demo, 300) });
    s.dispatch(composeSuggestionsRequested({ token: '@ali' }));
    s.dispatch(composeSuggestionsCleared());
    await sleep(500);
    expect(searches[0]?.signal?.aborted).toBe(true);
    expect(readyTokens()).toEqual([]);
    expect(compose()).toMatchObject({ suggestions: [], suggestionToken: null });
    expect(selectAlerts(s.getState())).toEqual([]);
  });

  it('a search that fails otherwise is alerted', async () => {
    const s = newStore({ api: spied(createRestClient({ url: 'http://127.0.0.1:9' })) });
    const failed = recorder.next([composeSuggestionsFailed.type]);
    s.dispatch(composeSuggestionsRequested({ token: '@ali' }));
    expect((await failed).payload).toMatchObject({ request: { token: '@ali' }, error: { kind: 'network' }, skipAlert: false });
    expect(selectAlerts(s.getState())).toEqual([expect.objectContaining({ title: { id: 'alert.unexpected.title' } })]);
  });

  it.each(['@a', '#x', ':b', 'ali', ''])('asks nothing for %j', (token) => {
    const s = newStore();
    s.dispatch(composeSuggestionsRequested({ token }));
    expect(searches).toEqual([]);
    expect(readyTokens()).toEqual([]);
  });

  async function withCustomEmojis(s: TrumpetStore): Promise<void> {
    const fetched = recorder.next([fetchCustomEmojis.success.type, fetchCustomEmojis.fail.type]);
    s.dispatch(fetchCustomEmojis.request());
    expect((await fetched).type).toBe(fetchCustomEmojis.success.type);
  }

  it('offers the server’s emoji containing the query and the unicode ones found, at most 5', async () => {
    const asked: [string, number][] = [];
    const searchEmoji: SearchEmoji = async (query, limit) => {
      asked.push([query, limit]);
      return [
        { native: '☕', shortcode: 'coffee' },
        { native: '🫖', shortcode: 'coffee_pot' },
        { native: '🍵', shortcode: 'tea_coffee' },
        { native: '🥤', shortcode: 'coffee_cup' },
        { native: '🧋', shortcode: 'coffee_bubble' },
      ];
    };
    const s = newStore({ searchEmoji });
    await withCustomEmojis(s);
    const ready = recorder.next([composeSuggestionsReady.type]);
    s.dispatch(composeSuggestionsRequested({ token: ':coff' }));
    const { suggestions } = (await ready).payload as { suggestions: { shortcode: string; custom: boolean }[] };
    expect(asked).toEqual([['coff', 5]]);
    expect(suggestions.map((emoji) => [emoji.shortcode, emoji.custom])).toEqual([
      ['coffee', true],
      ['coffee_pot', false],
      ['coffee_cup', false],
      ['coffee_bubble', false],
      ['tea_coffee', false],
    ]);
  });

  it('without an emoji search only the server’s emoji are offered', async () => {
    const s = newStore();
    await withCustomEmojis(s);
    const ready = recorder.next([composeSuggestionsReady.type]);
    s.dispatch(composeSuggestionsRequested({ token: ':blob' }));
    expect((await ready).payload).toEqual({
      token: ':blob',
      suggestions: [{ kind: 'emoji', shortcode: 'blobcat', custom: true, url: expect.stringMatching(/blobcat/), staticUrl: expect.any(String) }],
    });
  });

  it('picking an emoji writes it with a space, counts its use, clears the list and puts the caret after it', () => {
    const s = newStore();
    s.dispatch(composeChanged({ text: 'I love :blo so much' }));
    s.dispatch(composeSuggestionsReady({ token: ':blo', suggestions: [{ kind: 'emoji', shortcode: 'blobcat', custom: true }] }));
    s.dispatch(composeSuggestionSelected({ position: 7, token: ':blo', completion: { kind: 'emoji', shortcode: 'blobcat', custom: true } }));
    expect(compose()).toMatchObject({ text: 'I love :blobcat:  so much', suggestions: [], suggestionToken: null, caretPosition: 17 });
    expect(s.getState().settings.frequentlyUsedEmojis).toEqual({ blobcat: 1 });
  });

  it.each([
    { name: 'at the token’s start', position: 3 },
    { name: 'after its first character, as Mastodon’s autosuggest reports it', position: 4 },
  ])('picking an account $name writes @acct', ({ position }) => {
    const s = newStore();
    s.dispatch(composeChanged({ text: 'hi @ali' }));
    s.dispatch(composeSuggestionSelected({ position, token: '@ali', completion: { kind: 'account', id: '2', acct: 'alice' } }));
    expect(compose().text).toBe('hi @alice ');
    expect(s.getState().settings.frequentlyUsedEmojis).toEqual({});
  });

  it('a pick for a token no longer in the text only clears the list', () => {
    const s = newStore();
    s.dispatch(composeChanged({ text: 'hi there' }));
    s.dispatch(composeSuggestionsReady({ token: '#ca', suggestions: [{ kind: 'hashtag', name: 'cats' }] }));
    s.dispatch(composeSuggestionSelected({ position: 3, token: '#ca', completion: { kind: 'hashtag', name: 'cats' } }));
    expect(compose()).toMatchObject({ text: 'hi there', suggestions: [] });
  });
});
