import type { UnknownAction } from 'redux';
import { isGone } from '../../store/errors';
import { createList, deleteList, fetchAccountLists, fetchList, fetchLists, updateList } from './lists-actions';
import { initialLists, type ListRecord, type ListsState } from './lists-state';

function withLists(state: ListsState, lists: readonly ListRecord[]): ListsState {
  const byId = { ...state.byId };
  for (const list of lists) byId[list.id] = list;
  return { ...state, byId };
}

function gone(state: ListsState, id: string): ListsState {
  return state.byId[id] === null ? state : { ...state, byId: { ...state.byId, [id]: null } };
}

// https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/lists.js
export function listsReducer(state: ListsState = initialLists, action: UnknownAction): ListsState {
  if (fetchLists.request.match(action)) return { ...state, isLoading: true };
  if (fetchLists.fail.match(action)) return { ...state, isLoading: false };
  if (fetchLists.success.match(action)) {
    // The server's answer is the whole set: lists deleted elsewhere go, gone markers stay.
    const byId: ListsState['byId'] = {};
    for (const [id, list] of Object.entries(state.byId)) if (list === null) byId[id] = null;
    for (const list of action.payload.lists) byId[list.id] = list;
    return { byId, isLoading: false, loaded: true };
  }
  if (fetchList.success.match(action) || createList.success.match(action) || updateList.success.match(action)) {
    return withLists(state, [action.payload.list]);
  }
  if (fetchAccountLists.success.match(action)) return withLists(state, action.payload.lists);
  if (fetchList.fail.match(action)) return isGone(action.payload.error) ? gone(state, action.payload.request.id) : state;
  if (deleteList.success.match(action)) return gone(state, action.payload.id);
  return state;
}
