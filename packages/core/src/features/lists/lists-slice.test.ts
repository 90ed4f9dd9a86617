import type { List } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import type { StoredError } from '../../store/actions';
import { listAdderReducer } from './list-adder-slice';
import { listEditorReducer } from './list-editor-slice';
import {
  addToList,
  createList,
  deleteList,
  fetchAccountLists,
  fetchList,
  fetchListAccounts,
  fetchLists,
  fetchListSuggestions,
  listEditorSetUp,
  listEditorSuggestionsChanged,
  listEditorSuggestionsCleared,
  listEditorTitleChanged,
  removeFromList,
  resetListAdder,
  resetListEditor,
  setupListAdder,
  updateList,
} from './lists-actions';
import { listsReducer } from './lists-slice';
import {
  initialListAdder,
  initialListEditor,
  initialLists,
  type ListAdderState,
  type ListEditorState,
  type ListsState,
} from './lists-state';

// The reducers alone: each row replays actions from a starting state and checks the result.

const list = (id: string, title: string): List => ({ id, title, replies_policy: 'list', exclusive: false });
const apiError = (kind: 'http' | 'network', status: number | null): StoredError => ({
  kind, message: 'failed', retryable: false, endpoint: null, status, statusText: null, code: null, path: null,
  rateLimit: null, details: null, body: null,
});
const httpError = (status: number): StoredError => apiError('http', status);
const networkError = apiError('network', null);
const replay = <S>(reducer: (state: S | undefined, action: UnknownAction) => S, start: S, actions: UnknownAction[]): S =>
  actions.reduce<S>((state, action) => reducer(state, action), start);

const friends = list('1', 'Friends');
const photos = list('2', 'Photography');
const loaded: ListsState = { byId: { '1': friends, '2': photos }, isLoading: false, loaded: true };

describe('lists by id (Mastodon reducers/lists.js, SPEC §4 Lists)', () => {
  it.each<[string, ListsState, UnknownAction[], ListsState]>([
    ['loading all lists is marked while it runs', initialLists, [fetchLists.request()], { ...initialLists, isLoading: true }],
    ['a failed load of all lists stops loading', { ...initialLists, isLoading: true }, [fetchLists.fail({ request: undefined, error: networkError, skipAlert: false })], initialLists],
    ['all lists load by id', { ...initialLists, isLoading: true }, [fetchLists.success({ lists: [friends, photos] })], loaded],
    [
      'reloading all lists drops the ones deleted elsewhere and keeps gone markers',
      { ...loaded, byId: { ...loaded.byId, '9': null } },
      [fetchLists.success({ lists: [photos] })],
      { byId: { '2': photos, '9': null }, isLoading: false, loaded: true },
    ],
    ['a fetched list is added', initialLists, [fetchList.success({ list: friends })], { ...initialLists, byId: { '1': friends } }],
    ['a created list is added', loaded, [createList.success({ list: list('3', 'Work') })], { ...loaded, byId: { ...loaded.byId, '3': list('3', 'Work') } }],
    ['an updated list is replaced', loaded, [updateList.success({ list: list('1', 'Close friends') })], { ...loaded, byId: { ...loaded.byId, '1': list('1', 'Close friends') } }],
    ['the lists holding an account are merged in', initialLists, [fetchAccountLists.success({ accountId: 'a', lists: [photos] })], { ...initialLists, byId: { '2': photos } }],
    ['a fetch answering 404 marks the list gone', loaded, [fetchList.fail({ request: { id: '1' }, error: httpError(404), skipAlert: false })], { ...loaded, byId: { '1': null, '2': photos } }],
    ['a fetch answering 410 marks the list gone', loaded, [fetchList.fail({ request: { id: '2' }, error: httpError(410), skipAlert: false })], { ...loaded, byId: { '1': friends, '2': null } }],
    ['a fetch failing otherwise keeps the list', loaded, [fetchList.fail({ request: { id: '1' }, error: httpError(500), skipAlert: false })], loaded],
    ['a network failure keeps the list', loaded, [fetchList.fail({ request: { id: '1' }, error: networkError, skipAlert: false })], loaded],
    ['a deleted list is gone', loaded, [deleteList.success({ id: '2' })], { ...loaded, byId: { '1': friends, '2': null } }],
  ])('%s', (_name, start, actions, expected) => {
    expect(replay(listsReducer, start, actions)).toEqual(expected);
  });

  it('returns the same state for actions that change nothing', () => {
    expect(listsReducer(loaded, { type: 'other' })).toBe(loaded);
    const gone = listsReducer(loaded, deleteList.success({ id: '1' }));
    expect(listsReducer(gone, deleteList.success({ id: '1' }))).toBe(gone);
  });
});

const editing: ListEditorState = {
  ...initialListEditor,
  listId: '1',
  title: 'Friends',
  accounts: { items: ['a', 'b'], loaded: true, isLoading: false },
};

describe('the list editor (Mastodon reducers/list_editor.js, SPEC §3)', () => {
  it.each<[string, ListEditorState, UnknownAction[], ListEditorState]>([
    ['setup starts from blank with the list id and title', { ...editing, isChanged: true, suggestions: { value: 'x', items: ['c'] } }, [listEditorSetUp({ listId: '2', title: 'Photography' })], { ...initialListEditor, listId: '2', title: 'Photography' }],
    ['a title change marks the editor changed', editing, [listEditorTitleChanged({ title: 'Pals' })], { ...editing, title: 'Pals', isChanged: true }],
    ['reset goes back to blank', editing, [resetListEditor()], initialListEditor],
    // Saving the title.
    ['an update of the edited list is submitting and no longer changed', { ...editing, isChanged: true }, [updateList.request({ id: '1', title: 'Pals' })], { ...editing, isSubmitting: true }],
    ['an update of another list leaves the editor', editing, [updateList.request({ id: '2', title: 'X' })], editing],
    ['an updated list ends submitting', { ...editing, title: 'Pals', isSubmitting: true }, [updateList.success({ list: list('1', 'Pals') })], { ...editing, title: 'Pals' }],
    ['a failed update ends submitting and keeps the title changed', { ...editing, title: 'Pals', isSubmitting: true }, [updateList.fail({ request: { id: '1', title: 'Pals' }, error: httpError(422), skipAlert: false })], { ...editing, title: 'Pals', isChanged: true }],
    ['a new list (no id) is submitting while created', { ...initialListEditor, title: 'Work', isChanged: true }, [createList.request({ title: 'Work' })], { ...initialListEditor, title: 'Work', isSubmitting: true }],
    ['a created list becomes the edited one', { ...initialListEditor, title: 'Work', isSubmitting: true }, [createList.success({ list: list('3', 'Work') })], { ...initialListEditor, listId: '3', title: 'Work' }],
    ['a failed create ends submitting', { ...initialListEditor, title: 'Work', isSubmitting: true }, [createList.fail({ request: { title: 'Work' }, error: httpError(422), skipAlert: false })], { ...initialListEditor, title: 'Work', isChanged: true }],
    ['a create while editing a list leaves the editor', editing, [createList.request({ title: 'Other' }), createList.success({ list: list('4', 'Other') })], editing],
    // The title loaded after setup.
    ['a fetched title fills the editor', { ...editing, title: '' }, [fetchList.success({ list: list('1', 'Friends') })], editing],
    ['a fetched title does not overwrite an edited one', { ...editing, title: 'Pals', isChanged: true }, [fetchList.success({ list: list('1', 'Friends') })], { ...editing, title: 'Pals', isChanged: true }],
    ['another fetched list leaves the editor', editing, [fetchList.success({ list: list('2', 'Photography') })], editing],
    // The list's accounts.
    ['accounts load for the edited list', { ...editing, accounts: initialListEditor.accounts }, [fetchListAccounts.request({ listId: '1' })], { ...editing, accounts: { items: [], loaded: false, isLoading: true } }],
    ['loaded accounts replace the items', { ...editing, accounts: { items: [], loaded: false, isLoading: true } }, [fetchListAccounts.success({ listId: '1', accountIds: ['c', 'd'] })], { ...editing, accounts: { items: ['c', 'd'], loaded: true, isLoading: false } }],
    ['a failed account load stops loading', { ...editing, accounts: { items: [], loaded: false, isLoading: true } }, [fetchListAccounts.fail({ request: { listId: '1' }, error: networkError, skipAlert: false })], { ...editing, accounts: { items: [], loaded: false, isLoading: false } }],
    ['accounts of another list are ignored', editing, [fetchListAccounts.request({ listId: '2' }), fetchListAccounts.success({ listId: '2', accountIds: ['z'] })], editing],
    ['an added account goes first', editing, [addToList.success({ listId: '1', accountId: 'c' })], { ...editing, accounts: { ...editing.accounts, items: ['c', 'a', 'b'] } }],
    ['an account already on the list is not added twice', editing, [addToList.success({ listId: '1', accountId: 'b' })], editing],
    ['a removed account goes', editing, [removeFromList.success({ listId: '1', accountId: 'a' })], { ...editing, accounts: { ...editing.accounts, items: ['b'] } }],
    ['adding to another list leaves the editor', editing, [addToList.success({ listId: '2', accountId: 'c' }), removeFromList.success({ listId: '2', accountId: 'a' })], editing],
    // Suggestions.
    ['the search value is kept', editing, [listEditorSuggestionsChanged({ value: 'al' })], { ...editing, suggestions: { value: 'al', items: [] } }],
    ['found accounts become the suggestions', { ...editing, suggestions: { value: 'al', items: [] } }, [fetchListSuggestions.success({ q: 'al', accountIds: ['a', 'c'] })], { ...editing, suggestions: { value: 'al', items: ['a', 'c'] } }],
    ['emptying the field drops the suggestions', { ...editing, suggestions: { value: 'al', items: ['a'] } }, [listEditorSuggestionsChanged({ value: ' ' })], { ...editing, suggestions: { value: ' ', items: [] } }],
    ['an answer after the field was emptied is dropped', { ...editing, suggestions: { value: '', items: [] } }, [fetchListSuggestions.success({ q: 'al', accountIds: ['a'] })], { ...editing, suggestions: { value: '', items: [] } }],
    ['clearing empties value and suggestions', { ...editing, suggestions: { value: 'al', items: ['a'] } }, [listEditorSuggestionsCleared()], editing],
  ])('%s', (_name, start, actions, expected) => {
    expect(replay(listEditorReducer, start, actions)).toEqual(expected);
  });
});

const adding: ListAdderState = { accountId: 'a', lists: { items: ['1'], loaded: true, isLoading: false } };

describe('the list adder (Mastodon reducers/list_adder.js)', () => {
  it.each<[string, ListAdderState, UnknownAction[], ListAdderState]>([
    ['setup starts from blank for the account', adding, [setupListAdder({ accountId: 'b' })], { ...initialListAdder, accountId: 'b' }],
    ['reset goes back to blank', adding, [resetListAdder()], initialListAdder],
    ['the account lists load', { ...initialListAdder, accountId: 'a' }, [fetchAccountLists.request({ accountId: 'a' })], { accountId: 'a', lists: { items: [], loaded: false, isLoading: true } }],
    ['loaded account lists become the items', { accountId: 'a', lists: { items: [], loaded: false, isLoading: true } }, [fetchAccountLists.success({ accountId: 'a', lists: [friends, photos] })], { accountId: 'a', lists: { items: ['1', '2'], loaded: true, isLoading: false } }],
    ['a failed load stops loading', { accountId: 'a', lists: { items: [], loaded: false, isLoading: true } }, [fetchAccountLists.fail({ request: { accountId: 'a' }, error: networkError, skipAlert: false })], { accountId: 'a', lists: { items: [], loaded: false, isLoading: false } }],
    ['another account’s lists are ignored', adding, [fetchAccountLists.request({ accountId: 'b' }), fetchAccountLists.success({ accountId: 'b', lists: [photos] })], adding],
    ['adding the account to a list marks it', adding, [addToList.success({ listId: '2', accountId: 'a' })], { ...adding, lists: { ...adding.lists, items: ['2', '1'] } }],
    ['removing the account from a list unmarks it', adding, [removeFromList.success({ listId: '1', accountId: 'a' })], { ...adding, lists: { ...adding.lists, items: [] } }],
    ['another account’s membership is ignored', adding, [addToList.success({ listId: '2', accountId: 'b' }), removeFromList.success({ listId: '1', accountId: 'b' })], adding],
    ['a deleted list is unmarked', adding, [deleteList.success({ id: '1' })], { ...adding, lists: { ...adding.lists, items: [] } }],
  ])('%s', (_name, start, actions, expected) => {
    expect(replay(listAdderReducer, start, actions)).toEqual(expected);
  });
});
