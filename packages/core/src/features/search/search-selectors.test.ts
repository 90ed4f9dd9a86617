import { TagSchema } from '@trumpet/api-client';
import { rootReducer, type RootState } from '../../store/root-reducer';
import { fetchSearch, fetchSearchSuggestions, searchChanged } from './search-actions';
import { searchReducer } from './search-slice';
import { searchResultsEmpty, selectSearchResults, selectSearchResultsShown, selectSearchSuggestions } from './search-selectors';
import type { SearchState } from './search-state';
import { composeChanged } from '../compose/compose-actions';

const stateWith = (...actions: { type: string }[]): RootState => {
  const base = rootReducer(undefined, { type: 'init' });
  const search = actions.reduce<SearchState>((state, action) => searchReducer(state, action), base.search);
  return { ...base, search };
};

describe('search selectors', () => {
  it('shows results once submitted, until composing hides them', () => {
    expect(selectSearchResultsShown(stateWith())).toBe(false);
    expect(selectSearchResultsShown(stateWith(fetchSearch.request({ q: 'jazz', open: false })))).toBe(true);
    const submitted = [fetchSearch.request({ q: 'jazz', open: false }), fetchSearch.success({ q: 'jazz', accountIds: [], statusIds: [], hashtags: [], resolved: null })];
    expect(selectSearchResultsShown(stateWith(...submitted))).toBe(true);
    expect(selectSearchResultsShown(stateWith(...submitted, composeChanged({ text: 'x' })))).toBe(false);
  });

  it('tells an empty result from one with something in it', () => {
    const state = stateWith(fetchSearch.request({ q: 'zzz', open: false }), fetchSearch.success({ q: 'zzz', accountIds: [], statusIds: [], hashtags: [], resolved: null }));
    const { results, query, isLoading, failed } = selectSearchResults(state);
    expect({ query, isLoading, failed }).toEqual({ query: 'zzz', isLoading: false, failed: false });
    expect(results && searchResultsEmpty(results)).toBe(true);
    const tag = TagSchema.parse({ name: 'jazz', url: 'https://x.example/tags/jazz' });
    expect(searchResultsEmpty({ accounts: [], statuses: [], hashtags: [tag] })).toBe(false);
  });

  describe('the instant menu', () => {
    const found = fetchSearchSuggestions.success({ q: 'al', accountIds: ['1', '2'] });
    it('is empty for an empty field', () => {
      expect(selectSearchSuggestions(stateWith(found, searchChanged({ value: '  ' })))).toEqual([]);
    });

    it('offers a bare word as a hashtag, then the accounts found, then the posts with it', () => {
      expect(selectSearchSuggestions(stateWith(found, searchChanged({ value: 'al' })))).toEqual([
        { kind: 'hashtag', tag: 'al' },
        { kind: 'account', id: '1' },
        { kind: 'account', id: '2' },
        { kind: 'statuses', q: 'al' },
      ]);
    });

    it('offers a handle as a profile, with no hashtag', () => {
      expect(selectSearchSuggestions(stateWith(found, searchChanged({ value: '@al@x.example' })))[0]).toEqual({ kind: 'profile', handle: 'al@x.example' });
    });

    it('offers no accounts for #tag, and only the link for a URL', () => {
      expect(selectSearchSuggestions(stateWith(found, searchChanged({ value: '#Jazz' })))).toEqual([
        { kind: 'hashtag', tag: 'Jazz' },
        { kind: 'statuses', q: '#Jazz' },
      ]);
      expect(selectSearchSuggestions(stateWith(found, searchChanged({ value: 'https://x.example/@al/1' })))).toEqual([{ kind: 'url', url: 'https://x.example/@al/1' }]);
    });

    it('offers a sentence as posts only', () => {
      expect(selectSearchSuggestions(stateWith(searchChanged({ value: 'golden hour' })))).toEqual([{ kind: 'statuses', q: 'golden hour' }]);
    });
  });
});
