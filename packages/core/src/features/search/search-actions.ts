import type { Tag } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';
import type { SearchResolved, SearchType } from './search-state';

// Mastodon's actions/search.js, with the instant menu and the paged results screen.

/** The field's text changed: stored, and the instant menu's accounts searched (throttled, SPEC §7). */
export const searchChanged = createAction<{ value: string }>('search/CHANGE');
/** Empties the field and forgets the results. */
export const searchCleared = createAction('search/CLEAR');
/** The field got the focus: results hidden by composing show again. */
export const searchShown = createAction('search/SHOW');
/**
 * Submits `q` (the field's text when absent). SPEC §5: an empty query does nothing. `open`: open the
 * account a handle names (the menu's "go to @user@host"); a URL query always opens what it names.
 */
export const submitSearch = createAction<{ q?: string; open?: boolean }>('search/SUBMIT');
/** The app opened what a query resolved to. */
export const searchResolvedOpened = createAction('search/RESOLVED_OPENED');

export interface FetchSearchSuccess {
  q: string;
  accountIds: string[];
  statusIds: string[];
  hashtags: Tag[];
  resolved: SearchResolved | null;
}
/** GET /api/v2/search with q, resolve=true, limit=5 (SPEC §7). */
export const fetchSearch = createAsyncActions<{ q: string; open: boolean }, FetchSearchSuccess>('search/FETCH');

export interface SearchPageRequest {
  q: string;
  type: SearchType;
  /** Load the next page after what is loaded (offset), rather than the first. */
  more: boolean;
}
export interface SearchPageSuccess extends SearchPageRequest {
  ids: string[];
  hashtags: Tag[];
  hasMore: boolean;
}
/** GET /api/v2/search of one type, page by page with `offset` (the full results screen). */
export const fetchSearchPage = createAsyncActions<SearchPageRequest, SearchPageSuccess>('search/FETCH_PAGE');

/** GET /api/v1/accounts/search for the instant menu (SPEC §7: resolve=false, limit=4). */
export const fetchSearchSuggestions = createAsyncActions<{ q: string }, { q: string; accountIds: string[] }>('search/FETCH_SUGGESTIONS');
