import type { UnknownAction } from 'redux';
import { composeChanged, directCompose, mentionCompose, replyCompose } from '../compose/compose-actions';
import { fetchSearch, fetchSearchPage, fetchSearchSuggestions, searchChanged, searchCleared, searchResolvedOpened, searchShown, submitSearch } from './search-actions';
import { initialSearch, type SearchState } from './search-state';

// https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/search.js
export function searchReducer(state: SearchState = initialSearch, action: UnknownAction): SearchState {
  if (searchChanged.match(action)) return { ...state, value: action.payload.value };
  if (searchCleared.match(action)) return { ...initialSearch, page: state.page };
  if (searchShown.match(action)) return state.hidden ? { ...state, hidden: false } : state;
  // SPEC §4 "Composing hides results."
  if (composeChanged.match(action) || replyCompose.match(action) || mentionCompose.match(action) || directCompose.match(action)) {
    return state.hidden || !state.submitted ? state : { ...state, hidden: true };
  }
  if (submitSearch.match(action)) {
    const { q } = action.payload;
    return q === undefined || q === state.value ? state : { ...state, value: q };
  }
  if (fetchSearch.request.match(action)) return { ...state, isLoading: true, error: null, query: action.payload.q, hidden: false };
  if (fetchSearch.success.match(action)) {
    if (action.payload.q !== state.query) return state;
    const { accountIds, statusIds, hashtags, resolved } = action.payload;
    return { ...state, isLoading: false, submitted: true, results: { accounts: accountIds, statuses: statusIds, hashtags }, resolved };
  }
  if (fetchSearch.fail.match(action)) {
    if (action.payload.request.q !== state.query) return state;
    return { ...state, isLoading: false, submitted: true, results: null, error: action.payload.error };
  }
  if (searchResolvedOpened.match(action)) return state.resolved === null ? state : { ...state, resolved: null };

  if (fetchSearchSuggestions.request.match(action)) return { ...state, suggestions: { ...state.suggestions, isLoading: true } };
  if (fetchSearchSuggestions.success.match(action)) return { ...state, suggestions: { q: action.payload.q, accountIds: action.payload.accountIds, isLoading: false } };
  if (fetchSearchSuggestions.fail.match(action)) return { ...state, suggestions: { ...state.suggestions, isLoading: false } };

  if (fetchSearchPage.request.match(action)) {
    const { q, type, more } = action.payload;
    const same = state.page !== null && state.page.q === q && state.page.type === type;
    if (more && same && state.page) return { ...state, page: { ...state.page, isLoading: true, error: null } };
    return { ...state, page: { q, type, ids: [], hashtags: [], isLoading: true, hasMore: false, error: null } };
  }
  if (fetchSearchPage.success.match(action)) {
    const { page } = state;
    const { q, type, more, ids, hashtags, hasMore } = action.payload;
    if (!page || page.q !== q || page.type !== type) return state;
    const known = new Set(more ? page.ids : []);
    const knownTags = new Set(more ? page.hashtags.map((tag) => tag.name.toLowerCase()) : []);
    return {
      ...state,
      page: {
        ...page,
        ids: [...(more ? page.ids : []), ...ids.filter((id) => !known.has(id))],
        hashtags: [...(more ? page.hashtags : []), ...hashtags.filter((tag) => !knownTags.has(tag.name.toLowerCase()))],
        isLoading: false,
        hasMore,
        error: null,
      },
    };
  }
  if (fetchSearchPage.fail.match(action)) {
    const { page } = state;
    const { q, type } = action.payload.request;
    if (!page || page.q !== q || page.type !== type) return state;
    return { ...state, page: { ...page, isLoading: false, hasMore: false, error: action.payload.error } };
  }
  return state;
}
