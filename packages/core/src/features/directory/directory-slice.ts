import type { UnknownAction } from 'redux';
import { directoryLoadStarted, expandDirectory, fetchDirectory } from './directory-actions';
import { initialDirectory, type DirectoryParams, type DirectoryState } from './directory-state';

const sameParams = (a: DirectoryParams, b: DirectoryParams): boolean => a.order === b.order && a.local === b.local;

export function directoryReducer(state: DirectoryState = initialDirectory, action: UnknownAction): DirectoryState {
  if (fetchDirectory.request.match(action)) {
    // Other params empty the list at once; a late page of the old ones is then ignored.
    const same = sameParams(state.params, action.payload);
    return { ...state, params: action.payload, items: same ? state.items : [], loaded: same && state.loaded, isLoading: true };
  }
  if (directoryLoadStarted.match(action)) return { ...state, isLoading: true };
  if (fetchDirectory.fail.match(action) || expandDirectory.fail.match(action)) return { ...state, isLoading: false, loaded: true };
  if (fetchDirectory.success.match(action) || expandDirectory.success.match(action)) {
    const page = action.payload;
    if (!sameParams(page.params, state.params)) return state;
    if (page.skipped) return { ...state, isLoading: false };
    const items = fetchDirectory.success.match(action) ? page.items : [...state.items, ...page.items.filter((id) => !state.items.includes(id))];
    return { ...state, items, isLoading: false, loaded: true, hasMore: page.hasMore };
  }
  return state;
}
