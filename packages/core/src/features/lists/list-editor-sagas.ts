import { createListsResource } from '@trumpet/api-client';
import { call, put, select, takeEvery, throttle } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { screenClosed, screenOpened } from '../eviction/eviction-actions';
import {
  addToList,
  fetchList,
  fetchListAccounts,
  fetchListSuggestions,
  listEditorSetUp,
  listEditorSuggestionsChanged,
  listEditorSuggestionsCleared,
  removeFromList,
  resetListEditor,
  setupListEditor,
} from './lists-actions';
import { selectList, selectListEditor } from './lists-selectors';
import { LIST_SUGGESTIONS_LIMIT, LIST_SUGGESTIONS_THROTTLE_MS } from './lists-state';
import { settle } from '../../store/settle';

/** The eviction pass keeps what the open editor shows. */
export const LIST_EDITOR_SCREEN = 'list_editor';

/** Mastodon's setupListEditor: the title the store has (fetched when it has none), then the members. */
function* setupSaga(action: PayloadAction<{ listId: string }>) {
  const { listId } = action.payload;
  const list = yield* select(selectList, listId);
  yield* put(listEditorSetUp({ listId, title: list?.title ?? '' }));
  if (!list) yield* put(fetchList.request({ id: listId }));
  yield* put(fetchListAccounts.request({ listId }));
}

function* fetchAccountsSaga(action: PayloadAction<{ listId: string }>) {
  const { listId } = action.payload;
  const listsApi = yield* resource(createListsResource);
  try {
    const page = yield* call(() => settle(listsApi.accounts(listId, { limit: 0 })));
    yield* importEntities({ accounts: page.items });
    yield* put(fetchListAccounts.success({ listId, accountIds: page.items.map((account) => account.id) }));
  } catch (error) {
    yield* put(fetchListAccounts.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** SPEC §7: q without a leading @, resolve false, limit 4, following true. An aborted search shows no alert. */
function* searchSaga(q: string, signal: AbortSignal) {
  const { api } = yield* services();
  yield* put(fetchListSuggestions.request({ q }));
  try {
    const params = { q, resolve: false, limit: LIST_SUGGESTIONS_LIMIT, following: true };
    const accounts = yield* call([api.accounts, api.accounts.search], params, { signal });
    yield* importEntities({ accounts });
    yield* put(fetchListSuggestions.success({ q, accountIds: accounts.map((account) => account.id) }));
  } catch (error) {
    yield* put(fetchListSuggestions.fail({ request: { q }, error: toStoredError(error), skipAlert: false }));
  }
}

/** SPEC §7 "In-flight searches are cancelled and calls throttled to 200 ms"; an emptied field searches nothing. */
function* suggestionsSaga() {
  let inFlight: AbortController | null = null;
  const cancelInFlight = (): void => {
    inFlight?.abort();
    inFlight = null;
  };
  yield* takeEvery([listEditorSuggestionsCleared.type, resetListEditor.type], cancelInFlight);
  yield* throttle(LIST_SUGGESTIONS_THROTTLE_MS, listEditorSuggestionsChanged.type, function* search(action: PayloadAction<{ value: string }>) {
    cancelInFlight();
    const q = action.payload.value.trim();
    if (q === '') return;
    const controller = new AbortController();
    inFlight = controller;
    yield* searchSaga(q, controller.signal);
    if (inFlight === controller) inFlight = null;
  });
}

/** Keeps the accounts the editor shows (members and suggestions) from eviction while it is open. */
function* keepShownAccounts() {
  const editor = yield* select(selectListEditor);
  yield* put(screenOpened({ key: LIST_EDITOR_SCREEN, accountIds: [...editor.accounts.items, ...editor.suggestions.items] }));
}

function* releaseShownAccounts() {
  yield* put(screenClosed({ key: LIST_EDITOR_SCREEN }));
}

export function* listEditorSaga() {
  yield* takeEvery(setupListEditor.type, setupSaga);
  yield* takeEvery(fetchListAccounts.request.type, fetchAccountsSaga);
  yield* takeEvery(
    [fetchListAccounts.success.type, fetchListSuggestions.success.type, listEditorSuggestionsCleared.type, addToList.success.type, removeFromList.success.type],
    keepShownAccounts,
  );
  yield* takeEvery(resetListEditor.type, releaseShownAccounts);
  yield* suggestionsSaga();
}
