import { createAction, createAsyncActions } from '../../store/actions';
import type { SuggestionRecord } from './suggestions-state';

/** GET /api/v2/suggestions; a failure is not alerted (SPEC §7, §8). The accounts are imported. */
export const fetchSuggestions = createAsyncActions<void, { suggestions: SuggestionRecord[] }>('suggestions/FETCH');
/**
 * The account is no longer suggested: gone from the list at once, and DELETE /api/v1/suggestions/{id}
 * sent fire and forget (SPEC §7), so it has no REQUEST/SUCCESS/FAIL of its own.
 */
export const dismissSuggestion = createAction<{ accountId: string }>('suggestions/DISMISS');
