import type { List } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

// Mastodon's actions/lists.js (v3.1), one REQUEST/SUCCESS/FAIL triple per call (SPEC §7 Lists).

type ListResult = { list: List };

/** GET /api/v1/lists: every list of the user. */
export const fetchLists = createAsyncActions<void, { lists: List[] }>('lists/FETCH_ALL');
/** GET /api/v1/lists/{id}. A 404 forgets the list and removes its LIST columns (SPEC §8). */
export const fetchList = createAsyncActions<{ id: string }, ListResult>('lists/FETCH');
/** POST /api/v1/lists. `resetEditor`: clear the list editor once created (the new list form). */
export const createList = createAsyncActions<{ title: string; resetEditor?: boolean }, ListResult>('lists/CREATE');
/** PUT /api/v1/lists/{id}. */
export const updateList = createAsyncActions<{ id: string; title: string; resetEditor?: boolean }, ListResult>('lists/UPDATE');
/** DELETE /api/v1/lists/{id}: forgets the list and removes its LIST columns (SPEC §4 Lists). */
export const deleteList = createAsyncActions<{ id: string }, { id: string }>('lists/DELETE');

/** GET /api/v1/lists/{id}/accounts with limit 0 (all at once, SPEC §9); the accounts are imported. */
export const fetchListAccounts = createAsyncActions<{ listId: string }, { listId: string; accountIds: string[] }>('lists/FETCH_ACCOUNTS');
/** GET /api/v1/accounts/{id}/lists: the user's lists this account is on. */
export const fetchAccountLists = createAsyncActions<{ accountId: string }, { accountId: string; lists: List[] }>('lists/FETCH_ACCOUNT_LISTS');
/** POST /api/v1/lists/{id}/accounts {account_ids}. */
export const addToList = createAsyncActions<{ listId: string; accountId: string }, { listId: string; accountId: string }>('lists/ADD_ACCOUNT');
/** DELETE /api/v1/lists/{id}/accounts (account_ids). */
export const removeFromList = createAsyncActions<{ listId: string; accountId: string }, { listId: string; accountId: string }>(
  'lists/REMOVE_ACCOUNT',
);
/** GET /api/v1/accounts/search among followed accounts: the list editor's suggestions (SPEC §7). */
export const fetchListSuggestions = createAsyncActions<{ q: string }, { q: string; accountIds: string[] }>('lists/FETCH_SUGGESTIONS');

/** Opens the list editor (LIST_EDITOR modal) on a list: its title, then its accounts from the server. */
export const setupListEditor = createAction<{ listId: string }>('list_editor/SETUP');
/** Put by the setup saga with the title it knows; the reducer starts the editor from here. */
export const listEditorSetUp = createAction<{ listId: string; title: string }>('list_editor/SET_UP');
export const listEditorTitleChanged = createAction<{ title: string }>('list_editor/TITLE_CHANGED');
/** "A list with no id is created, otherwise updated" (SPEC §4 Lists), with the editor's title. */
export const submitListEditor = createAction<{ reset?: boolean }>('list_editor/SUBMIT');
/** The suggestion search field changed: searched after a 200 ms throttle, the search before cancelled. */
export const listEditorSuggestionsChanged = createAction<{ value: string }>('list_editor/SUGGESTIONS_CHANGED');
export const listEditorSuggestionsCleared = createAction('list_editor/SUGGESTIONS_CLEARED');
/** Back to a blank editor (the new list form's state), e.g. when the modal closes. */
export const resetListEditor = createAction('list_editor/RESET');

/** Opens the list adder (LIST_ADDER modal) for an account: every list, and which ones hold the account. */
export const setupListAdder = createAction<{ accountId: string }>('list_adder/SETUP');
export const resetListAdder = createAction('list_adder/RESET');
