import { createSelector } from 'reselect';
import type { RootState } from '../../store/root-reducer';
import type { SuggestionRecord } from './suggestions-state';

/** The suggested accounts still to show, in the server's order (each in the accounts table). */
export const selectSuggestions = (state: RootState): SuggestionRecord[] => state.suggestions.items;

export const selectSuggestionsStatus = createSelector(
  [(state: RootState) => state.suggestions.isLoading, (state: RootState) => state.suggestions.loaded],
  (isLoading, loaded) => ({ isLoading, loaded }),
);
