import type { UnknownAction } from 'redux';
import {
  addToList,
  createList,
  fetchList,
  fetchListAccounts,
  fetchListSuggestions,
  listEditorSetUp,
  listEditorSuggestionsChanged,
  listEditorSuggestionsCleared,
  listEditorTitleChanged,
  removeFromList,
  resetListEditor,
  updateList,
} from './lists-actions';
import { initialListEditor, type ListEditorState } from './lists-state';

const submitting = (state: ListEditorState): ListEditorState => ({ ...state, isSubmitting: true, isChanged: false });
// A failed save keeps the edited title changed, so it can be saved again.
const failed = (state: ListEditorState): ListEditorState => ({ ...state, isSubmitting: false, isChanged: true });

function withAccounts(state: ListEditorState, change: (accounts: ListEditorState['accounts']) => ListEditorState['accounts']): ListEditorState {
  return { ...state, accounts: change(state.accounts) };
}

/**
 * https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/list_editor.js, except that
 * results for another list than the one in the editor (the list adder's, a late answer) leave it alone.
 */
export function listEditorReducer(state: ListEditorState = initialListEditor, action: UnknownAction): ListEditorState {
  if (resetListEditor.match(action)) return initialListEditor;
  if (listEditorSetUp.match(action)) return { ...initialListEditor, listId: action.payload.listId, title: action.payload.title };
  if (listEditorTitleChanged.match(action)) return { ...state, title: action.payload.title, isChanged: true };

  if (createList.request.match(action)) return state.listId === null ? submitting(state) : state;
  if (createList.fail.match(action)) return state.listId === null && state.isSubmitting ? failed(state) : state;
  if (createList.success.match(action)) {
    return state.listId === null && state.isSubmitting ? { ...state, isSubmitting: false, listId: action.payload.list.id } : state;
  }
  if (updateList.request.match(action)) return action.payload.id === state.listId ? submitting(state) : state;
  if (updateList.fail.match(action)) return action.payload.request.id === state.listId ? failed(state) : state;
  if (updateList.success.match(action)) {
    const { list } = action.payload;
    return list.id === state.listId ? { ...state, isSubmitting: false, title: state.isChanged ? state.title : list.title } : state;
  }
  // The title loaded after setup, unless the user has started editing it or is saving it.
  if (fetchList.success.match(action)) {
    const { list } = action.payload;
    return list.id === state.listId && !state.isChanged && !state.isSubmitting ? { ...state, title: list.title } : state;
  }

  if (fetchListAccounts.request.match(action) && action.payload.listId === state.listId) {
    return withAccounts(state, (accounts) => ({ ...accounts, isLoading: true }));
  }
  if (fetchListAccounts.fail.match(action) && action.payload.request.listId === state.listId) {
    return withAccounts(state, (accounts) => ({ ...accounts, isLoading: false }));
  }
  if (fetchListAccounts.success.match(action) && action.payload.listId === state.listId) {
    return withAccounts(state, () => ({ items: action.payload.accountIds, loaded: true, isLoading: false }));
  }
  if (addToList.success.match(action) && action.payload.listId === state.listId) {
    const { accountId } = action.payload;
    return withAccounts(state, (accounts) =>
      accounts.items.includes(accountId) ? accounts : { ...accounts, items: [accountId, ...accounts.items] },
    );
  }
  if (removeFromList.success.match(action) && action.payload.listId === state.listId) {
    const { accountId } = action.payload;
    return withAccounts(state, (accounts) => ({ ...accounts, items: accounts.items.filter((id) => id !== accountId) }));
  }

  if (listEditorSuggestionsChanged.match(action)) {
    const { value } = action.payload;
    return { ...state, suggestions: { value, items: value.trim() === '' ? [] : state.suggestions.items } };
  }
  if (listEditorSuggestionsCleared.match(action)) return { ...state, suggestions: initialListEditor.suggestions };
  // An answer arriving after the field was emptied is dropped.
  if (fetchListSuggestions.success.match(action) && state.suggestions.value.trim() !== '') {
    return { ...state, suggestions: { ...state.suggestions, items: action.payload.accountIds } };
  }
  return state;
}
