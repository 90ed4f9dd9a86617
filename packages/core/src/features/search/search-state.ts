import type { Tag } from '@trumpet/api-client';
import type { StoredError } from '../../store/actions';

/** What GET /api/v2/search can be narrowed to (its `type`). */
export type SearchType = 'accounts' | 'hashtags' | 'statuses';
export const SEARCH_TYPES: readonly SearchType[] = ['accounts', 'hashtags', 'statuses'];

/** A submitted query's results: the accounts and statuses are in the store, by id; hashtags as they came. */
export interface SearchResults {
  accounts: string[];
  statuses: string[];
  hashtags: Tag[];
}

/** What a URL or a "go to" query opened: the web app navigates there once, then forgets it. */
export interface SearchResolved {
  kind: 'status' | 'account';
  id: string;
}

/** One kind of result for the full results screen, loaded page by page with `offset`. */
export interface SearchPage {
  q: string;
  type: SearchType;
  /** Account or status ids (for `accounts` and `statuses`). */
  ids: string[];
  hashtags: Tag[];
  isLoading: boolean;
  hasMore: boolean;
  error: StoredError | null;
}

/** SPEC §3 "Search state: value, submitted, hidden, results (accounts, statuses, hashtags)", and the instant menu. */
export interface SearchState {
  /** The search field's text. */
  value: string;
  /** A query was submitted and its results are the ones to show. */
  submitted: boolean;
  /** Composing hid the results (SPEC §4); focusing the field shows them again. */
  hidden: boolean;
  /** The submitted query, trimmed. */
  query: string;
  isLoading: boolean;
  error: StoredError | null;
  results: SearchResults | null;
  resolved: SearchResolved | null;
  /** The accounts the instant menu offers for `q` (the field's text as last searched). */
  suggestions: { q: string; accountIds: string[]; isLoading: boolean };
  /** The full results screen's current type, page by page. */
  page: SearchPage | null;
}

export const initialSearch: SearchState = {
  value: '',
  submitted: false,
  hidden: false,
  query: '',
  isLoading: false,
  error: null,
  results: null,
  resolved: null,
  suggestions: { q: '', accountIds: [], isLoading: false },
  page: null,
};

/** SPEC §9 "Search 5 per kind". */
export const SEARCH_LIMIT = 5;
/** SPEC §9 "Account suggestions 4", "Suggestion search throttle 200 ms". */
export const SEARCH_SUGGESTIONS_LIMIT = 4;
export const SEARCH_SUGGESTIONS_THROTTLE_MS = 200;
/** One page of the full results screen (Mastodon's web client asks for 20). */
export const SEARCH_PAGE_LIMIT = 20;
