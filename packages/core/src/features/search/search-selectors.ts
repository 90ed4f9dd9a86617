import { createSelector } from 'reselect';
import type { RootState } from '../../store/root-reducer';
import { readSearchQuery } from './search-query';
import type { SearchPage, SearchResolved, SearchResults, SearchState } from './search-state';

export const selectSearch = (state: RootState): SearchState => state.search;
export const selectSearchValue = (state: RootState): string => state.search.value;

/** SPEC §4: a submitted query's results (or its search running) show until composing hides them or the field is cleared. */
export const selectSearchResultsShown = (state: RootState): boolean => (state.search.submitted || state.search.isLoading) && !state.search.hidden;

/** The submitted query, its results (null before they come or after a failure), and whether it is loading. */
export const selectSearchResults = createSelector(
  [(state: RootState) => state.search.query, (state: RootState) => state.search.results, (state: RootState) => state.search.isLoading, (state: RootState) => state.search.error],
  (query, results, isLoading, error): { query: string; results: SearchResults | null; isLoading: boolean; failed: boolean } => ({
    query,
    results,
    isLoading,
    failed: error !== null,
  }),
);

/** Whether the submitted query found nothing at all. */
export const searchResultsEmpty = (results: SearchResults): boolean =>
  results.accounts.length === 0 && results.statuses.length === 0 && results.hashtags.length === 0;

export const selectSearchResolved = (state: RootState): SearchResolved | null => state.search.resolved;

export const selectSearchPage = (state: RootState): SearchPage | null => state.search.page;

/** An entry of the instant menu. */
export type SearchSuggestion =
  /** An account whose handle or name matches what is typed. */
  | { kind: 'account'; id: string }
  /** "Go to #tag". */
  | { kind: 'hashtag'; tag: string }
  /** "Go to @user@host": resolved on the server, then opened. */
  | { kind: 'profile'; handle: string }
  /** A pasted link: resolved, then the status or profile opened. */
  | { kind: 'url'; url: string }
  /** "Posts with …": the full results screen's posts. */
  | { kind: 'statuses'; q: string };

/** The instant menu for the field's text: what it can go to, the accounts found as it is typed, then the posts with it. */
export const selectSearchSuggestions = createSelector(
  [(state: RootState) => state.search.value, (state: RootState) => state.search.suggestions.accountIds],
  (value, accountIds): SearchSuggestion[] => {
    const query = readSearchQuery(value);
    if (query.kind === 'empty') return [];
    if (query.kind === 'url') return [{ kind: 'url', url: query.url }];
    const entries: SearchSuggestion[] = [];
    if (query.hashtag !== null) entries.push({ kind: 'hashtag', tag: query.hashtag });
    if (query.handle !== null) entries.push({ kind: 'profile', handle: query.handle });
    if (!query.text.startsWith('#')) for (const id of accountIds) entries.push({ kind: 'account', id });
    entries.push({ kind: 'statuses', q: query.text });
    return entries;
  },
);
