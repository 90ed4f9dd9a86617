import { createSuggestionsResource } from '@trumpet/api-client';
import { call, put, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { fetchRelationships } from '../relationships/relationships-actions';
import { dismissSuggestion, fetchSuggestions } from './suggestions-actions';
import { SUGGESTIONS_LIMIT } from './suggestions-state';

function* fetchSuggestionsSaga() {
  const suggestionsApi = yield* resource(createSuggestionsResource);
  try {
    const suggestions = yield* call([suggestionsApi, suggestionsApi.v2], { limit: SUGGESTIONS_LIMIT });
    yield* importEntities({ accounts: suggestions.map((suggestion) => suggestion.account) });
    const ids = suggestions.map((suggestion) => suggestion.account.id);
    if (ids.length > 0) yield* put(fetchRelationships.request({ ids }));
    yield* put(fetchSuggestions.success({ suggestions: suggestions.map((suggestion) => ({ accountId: suggestion.account.id, sources: suggestion.sources })) }));
  } catch (error) {
    yield* put(fetchSuggestions.fail({ request: undefined, error: toStoredError(error), skipAlert: true }));
  }
}

/** SPEC §7 "DELETE /api/v1/suggestions/{id} (fire and forget)": a failure changes nothing and says nothing. */
function* dismissSuggestionSaga(action: PayloadAction<{ accountId: string }>) {
  const suggestionsApi = yield* resource(createSuggestionsResource);
  try {
    yield* call([suggestionsApi, suggestionsApi.remove], action.payload.accountId);
  } catch {
    // Fire and forget.
  }
}

export function* suggestionsSaga() {
  yield* takeEvery(fetchSuggestions.request.type, fetchSuggestionsSaga);
  yield* takeEvery(dismissSuggestion.type, dismissSuggestionSaga);
}
