import type { UnknownAction } from 'redux';
import { addToList, deleteList, fetchAccountLists, removeFromList, resetListAdder, setupListAdder } from './lists-actions';
import { initialListAdder, type ListAdderState } from './lists-state';

function withListIds(state: ListAdderState, change: (items: string[]) => string[]): ListAdderState {
  return { ...state, lists: { ...state.lists, items: change(state.lists.items) } };
}

/**
 * https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/list_adder.js, for the
 * account in the adder only.
 */
export function listAdderReducer(state: ListAdderState = initialListAdder, action: UnknownAction): ListAdderState {
  if (resetListAdder.match(action)) return initialListAdder;
  if (setupListAdder.match(action)) return { ...initialListAdder, accountId: action.payload.accountId };
  if (fetchAccountLists.request.match(action) && action.payload.accountId === state.accountId) {
    return { ...state, lists: { ...state.lists, isLoading: true } };
  }
  if (fetchAccountLists.fail.match(action) && action.payload.request.accountId === state.accountId) {
    return { ...state, lists: { ...state.lists, isLoading: false } };
  }
  if (fetchAccountLists.success.match(action) && action.payload.accountId === state.accountId) {
    return { ...state, lists: { items: action.payload.lists.map((list) => list.id), loaded: true, isLoading: false } };
  }
  if (addToList.success.match(action) && action.payload.accountId === state.accountId) {
    const { listId } = action.payload;
    return withListIds(state, (items) => (items.includes(listId) ? items : [listId, ...items]));
  }
  if (removeFromList.success.match(action) && action.payload.accountId === state.accountId) {
    return withListIds(state, (items) => items.filter((id) => id !== action.payload.listId));
  }
  if (deleteList.success.match(action) && state.lists.items.includes(action.payload.id)) {
    return withListIds(state, (items) => items.filter((id) => id !== action.payload.id));
  }
  return state;
}
