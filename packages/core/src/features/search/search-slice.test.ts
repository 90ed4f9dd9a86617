import { TagSchema, type Tag } from '@trumpet/api-client';
import { toStoredError } from '../../store/errors';
import { composeChanged, mentionCompose, replyCompose } from '../compose/compose-actions';
import { fetchSearch, fetchSearchPage, fetchSearchSuggestions, searchChanged, searchCleared, searchResolvedOpened, searchShown, submitSearch } from './search-actions';
import { searchReducer } from './search-slice';
import { initialSearch, type SearchState } from './search-state';

const tag = (name: string): Tag => TagSchema.parse({ name, url: `https://local.example/tags/${name}`, history: [] });
const run = (...actions: { type: string }[]): SearchState => actions.reduce<SearchState>((state, action) => searchReducer(state, action), initialSearch);
const found = (q: string) =>
  fetchSearch.success({ q, accountIds: ['1', '2'], statusIds: ['10'], hashtags: [tag('jazz')], resolved: null });

describe('the search reducer (SPEC §3 Search state, §4)', () => {
  it('keeps the field text', () => {
    expect(run(searchChanged({ value: 'ja' })).value).toBe('ja');
  });

  it('stores a submitted query’s account and status ids plus hashtags, and marks it submitted', () => {
    const state = run(fetchSearch.request({ q: 'jazz', open: false }), found('jazz'));
    expect(state).toMatchObject({ submitted: true, isLoading: false, query: 'jazz', results: { accounts: ['1', '2'], statuses: ['10'], hashtags: [tag('jazz')] } });
  });

  it('drops an answer to a query that is no longer the submitted one', () => {
    const state = run(fetchSearch.request({ q: 'jazz', open: false }), fetchSearch.request({ q: 'cats', open: false }), found('jazz'));
    expect(state).toMatchObject({ query: 'cats', isLoading: true, results: null, submitted: false });
  });

  it('keeps a failure to show instead of results', () => {
    const error = toStoredError(new Error('boom'));
    const state = run(fetchSearch.request({ q: 'jazz', open: false }), fetchSearch.fail({ request: { q: 'jazz', open: false }, error, skipAlert: true }));
    expect(state).toMatchObject({ submitted: true, isLoading: false, results: null, error });
  });

  it.each([
    ['typing in the composer', composeChanged({ text: 'hello' })],
    ['replying', replyCompose({ statusId: '1' })],
    ['mentioning', mentionCompose({ accountId: '1' })],
  ])('hides the results when %s, and shows them again on focus', (_name, compose) => {
    const hidden = run(fetchSearch.request({ q: 'jazz', open: false }), found('jazz'), compose);
    expect(hidden.hidden).toBe(true);
    expect(searchReducer(hidden, searchShown()).hidden).toBe(false);
  });

  it('does not mark hidden what was never submitted', () => {
    expect(run(composeChanged({ text: 'hello' })).hidden).toBe(false);
  });

  it('clearing empties the field and forgets results, menu and what to open', () => {
    const state = run(
      searchChanged({ value: 'jazz' }),
      fetchSearch.request({ q: 'jazz', open: false }),
      fetchSearch.success({ q: 'jazz', accountIds: ['1'], statusIds: [], hashtags: [], resolved: { kind: 'account', id: '1' } }),
      fetchSearchSuggestions.success({ q: 'jazz', accountIds: ['1'] }),
      searchCleared(),
    );
    expect(state).toEqual(initialSearch);
  });

  it('takes a submitted q into the field, and forgets what was opened', () => {
    expect(run(submitSearch({ q: 'https://x.example/@a/1' })).value).toBe('https://x.example/@a/1');
    const resolved = run(fetchSearch.request({ q: 'u', open: true }), fetchSearch.success({ q: 'u', accountIds: ['1'], statusIds: [], hashtags: [], resolved: { kind: 'account', id: '1' } }));
    expect(resolved.resolved).toEqual({ kind: 'account', id: '1' });
    expect(searchReducer(resolved, searchResolvedOpened()).resolved).toBeNull();
  });

  it('keeps the instant menu’s accounts for the text they were searched for', () => {
    const state = run(fetchSearchSuggestions.request({ q: 'al' }), fetchSearchSuggestions.success({ q: 'al', accountIds: ['1'] }));
    expect(state.suggestions).toEqual({ q: 'al', accountIds: ['1'], isLoading: false });
  });

  describe('the full results screen, page by page', () => {
    const first = fetchSearchPage.success({ q: 'a', type: 'accounts', more: false, ids: ['1', '2'], hashtags: [], hasMore: true });
    it('starts a type afresh and appends the next page without repeats', () => {
      const state = run(
        fetchSearchPage.request({ q: 'a', type: 'accounts', more: false }),
        first,
        fetchSearchPage.request({ q: 'a', type: 'accounts', more: true }),
        fetchSearchPage.success({ q: 'a', type: 'accounts', more: true, ids: ['2', '3'], hashtags: [], hasMore: false }),
      );
      expect(state.page).toMatchObject({ q: 'a', type: 'accounts', ids: ['1', '2', '3'], hasMore: false, isLoading: false });
    });

    it('appends hashtags by name', () => {
      const state = run(
        fetchSearchPage.request({ q: 'j', type: 'hashtags', more: false }),
        fetchSearchPage.success({ q: 'j', type: 'hashtags', more: false, ids: [], hashtags: [tag('jazz')], hasMore: true }),
        fetchSearchPage.request({ q: 'j', type: 'hashtags', more: true }),
        fetchSearchPage.success({ q: 'j', type: 'hashtags', more: true, ids: [], hashtags: [tag('Jazz'), tag('jam')], hasMore: false }),
      );
      expect(state.page?.hashtags.map((t) => t.name)).toEqual(['jazz', 'jam']);
    });

    it('a new type or query replaces the page, and a late answer for the old one is dropped', () => {
      const state = run(fetchSearchPage.request({ q: 'a', type: 'accounts', more: false }), fetchSearchPage.request({ q: 'a', type: 'statuses', more: false }), first);
      expect(state.page).toMatchObject({ type: 'statuses', ids: [], isLoading: true });
    });

    it('a failure stops paging and is kept to show', () => {
      const error = toStoredError(new Error('boom'));
      const state = run(
        fetchSearchPage.request({ q: 'a', type: 'accounts', more: false }),
        first,
        fetchSearchPage.request({ q: 'a', type: 'accounts', more: true }),
        fetchSearchPage.fail({ request: { q: 'a', type: 'accounts', more: true }, error, skipAlert: true }),
      );
      expect(state.page).toMatchObject({ ids: ['1', '2'], hasMore: false, isLoading: false, error });
    });
  });
});
