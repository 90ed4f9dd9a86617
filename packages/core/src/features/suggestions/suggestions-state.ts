import type { Suggestion } from '@trumpet/api-client';

/** A suggested account (in the accounts table) and why the server suggests it. */
export interface SuggestionRecord {
  accountId: string;
  sources: Suggestion['sources'];
}

export interface SuggestionsState {
  items: SuggestionRecord[];
  isLoading: boolean;
  /** The server has answered once, with the list or with an error. */
  loaded: boolean;
}

export const initialSuggestions: SuggestionsState = { items: [], isLoading: false, loaded: false };

/** Mastodon's explore asks for 20 (actions/suggestions.js). */
export const SUGGESTIONS_LIMIT = 20;
