import { call, put, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchRelationships } from '../relationships/relationships-actions';
import { dismissSuggestion, fetchSuggestions } from './suggestions-actions';
import { SUGGESTIONS_LIMIT } from './suggestions-state';

function* fetchSuggestionsSaga() {
  const { api } = yield* services();
  try {
    const suggestions = yield* call([api.suggestions, api.suggestions.v2], { limit: SUGGESTIONS_LIMIT });
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
  const { api } = yield* services();
  try {
    yield* call([api.suggestions, api.suggestions.remove], action.payload.accountId);
  } catch {
    // Fire and forget.
  }
}

export function* suggestionsSaga() {
  yield* takeEvery(fetchSuggestions.request.type, fetchSuggestionsSaga);
  yield* takeEvery(dismissSuggestion.type, dismissSuggestionSaga);
}
