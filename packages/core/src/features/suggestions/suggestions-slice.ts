import type { UnknownAction } from 'redux';
import { dismissSuggestion, fetchSuggestions } from './suggestions-actions';
import { initialSuggestions, type SuggestionsState } from './suggestions-state';

export function suggestionsReducer(state: SuggestionsState = initialSuggestions, action: UnknownAction): SuggestionsState {
  if (fetchSuggestions.request.match(action)) return { ...state, isLoading: true };
  if (fetchSuggestions.fail.match(action)) return { ...state, isLoading: false, loaded: true };
  if (fetchSuggestions.success.match(action)) return { items: action.payload.suggestions, isLoading: false, loaded: true };
  if (dismissSuggestion.match(action)) {
    const items = state.items.filter((item) => item.accountId !== action.payload.accountId);
    return items.length === state.items.length ? state : { ...state, items };
  }
  return state;
}
