import { createSearchResource } from '@trumpet/api-client';
import { call, put, select, takeEvery, takeLatest, throttle } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { screenClosed, screenOpened } from '../eviction/eviction-actions';
import { fetchRelationships } from '../relationships/relationships-actions';
import {
  fetchSearch,
  fetchSearchPage,
  fetchSearchSuggestions,
  searchChanged,
  searchCleared,
  submitSearch,
  type SearchPageRequest,
} from './search-actions';
import { readSearchQuery, resolvedTarget } from './search-query';
import { SEARCH_LIMIT, SEARCH_PAGE_LIMIT, SEARCH_SUGGESTIONS_LIMIT, SEARCH_SUGGESTIONS_THROTTLE_MS, type SearchState } from './search-state';

/** The eviction pass keeps what the results, the menu and the results screen show. */
export const SEARCH_SCREEN = 'search';

const selectSearchState = (state: RootState): SearchState => state.search;

/** SPEC §5 "Search does nothing on an empty query." */
function* submitSaga(action: PayloadAction<{ q?: string; open?: boolean }>) {
  const { value } = yield* select(selectSearchState);
  const q = (action.payload.q ?? value).trim();
  if (readSearchQuery(q).kind === 'empty') return;
  yield* put(fetchSearch.request({ q, open: action.payload.open === true }));
}

/** SPEC §7: GET /api/v2/search with q, resolve=true, limit=5; results imported, then the found accounts' relationships. */
function* fetchSearchSaga(action: PayloadAction<{ q: string; open: boolean }>) {
  const { q, open } = action.payload;
  const searchApi = yield* resource(createSearchResource);
  try {
    const results = yield* call([searchApi, searchApi.search], { q, resolve: true, limit: SEARCH_LIMIT });
    yield* importEntities({ accounts: results.accounts, statuses: results.statuses });
    const accountIds = results.accounts.map((account) => account.id);
    yield* put(
      fetchSearch.success({
        q,
        accountIds,
        statusIds: results.statuses.map((status) => status.id),
        hashtags: results.hashtags,
        resolved: resolvedTarget(q, open, results),
      }),
    );
    if (accountIds.length > 0) yield* put(fetchRelationships.request({ ids: accountIds }));
  } catch (error) {
    yield* put(fetchSearch.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

/** One type of results for the full screen; `more` asks for the page after the loaded ones (offset). */
function* fetchPageSaga(action: PayloadAction<SearchPageRequest>) {
  const { q, type, more } = action.payload;
  const { page } = yield* select(selectSearchState);
  const offset = more && page ? (type === 'hashtags' ? page.hashtags.length : page.ids.length) : 0;
  const searchApi = yield* resource(createSearchResource);
  try {
    const results = yield* call([searchApi, searchApi.search], { q, type, resolve: true, limit: SEARCH_PAGE_LIMIT, offset });
    yield* importEntities({ accounts: results.accounts, statuses: results.statuses });
    const ids = type === 'accounts' ? results.accounts.map((account) => account.id) : type === 'statuses' ? results.statuses.map((status) => status.id) : [];
    const found = type === 'hashtags' ? results.hashtags.length : ids.length;
    // A URL resolves to one thing, and offset is not sent back for it: no further page.
    const hasMore = found >= SEARCH_PAGE_LIMIT && readSearchQuery(q).kind !== 'url';
    yield* put(fetchSearchPage.success({ q, type, more, ids, hashtags: results.hashtags, hasMore }));
    if (type === 'accounts' && ids.length > 0) yield* put(fetchRelationships.request({ ids }));
  } catch (error) {
    yield* put(fetchSearchPage.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

/** SPEC §7: q without the leading @, resolve=false, limit=4. An aborted search shows nothing (SPEC §8). */
function* suggestionsSaga(q: string, signal: AbortSignal) {
  const { api } = yield* services();
  yield* put(fetchSearchSuggestions.request({ q }));
  try {
    const accounts = yield* call([api.accounts, api.accounts.search], { q, resolve: false, limit: SEARCH_SUGGESTIONS_LIMIT }, { signal });
    yield* importEntities({ accounts });
    yield* put(fetchSearchSuggestions.success({ q, accountIds: accounts.map((account) => account.id) }));
  } catch (error) {
    yield* put(fetchSearchSuggestions.fail({ request: { q }, error: toStoredError(error), skipAlert: false }));
  }
}

/** SPEC §7 "In-flight searches are cancelled and calls throttled to 200 ms"; only text that can name an account is searched. */
function* instantMenuSaga() {
  let inFlight: AbortController | null = null;
  const cancelInFlight = (): void => {
    inFlight?.abort();
    inFlight = null;
  };
  yield* takeEvery(searchCleared.type, cancelInFlight);
  yield* throttle(SEARCH_SUGGESTIONS_THROTTLE_MS, searchChanged.type, function* search(action: PayloadAction<{ value: string }>) {
    cancelInFlight();
    const query = readSearchQuery(action.payload.value);
    if (query.kind !== 'text' || query.text.startsWith('#')) return;
    const controller = new AbortController();
    inFlight = controller;
    yield* suggestionsSaga(query.text.replace(/^@/, ''), controller.signal);
    if (inFlight === controller) inFlight = null;
  });
}

/** Keeps what search shows (results, menu, the results screen's page) from eviction. */
function* keepShown() {
  const { results, suggestions, page } = yield* select(selectSearchState);
  const pageIds = page?.ids ?? [];
  yield* put(
    screenOpened({
      key: SEARCH_SCREEN,
      accountIds: [...(results?.accounts ?? []), ...suggestions.accountIds, ...(page?.type === 'accounts' ? pageIds : [])],
      statusIds: [...(results?.statuses ?? []), ...(page?.type === 'statuses' ? pageIds : [])],
    }),
  );
}

function* releaseShown() {
  const { page } = yield* select(selectSearchState);
  if (page === null) yield* put(screenClosed({ key: SEARCH_SCREEN }));
  else yield* keepShown();
}

export function* searchSaga() {
  yield* takeEvery(submitSearch.type, submitSaga);
  yield* takeLatest(fetchSearch.request.type, fetchSearchSaga);
  yield* takeEvery(fetchSearchPage.request.type, fetchPageSaga);
  yield* takeEvery([fetchSearch.success.type, fetchSearchSuggestions.success.type, fetchSearchPage.success.type], keepShown);
  yield* takeEvery(searchCleared.type, releaseShown);
  yield* instantMenuSaga();
}
