import { actionChannel, call, put, select, take, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { filtersChanged } from '../streaming/streaming-actions';
import type { FilterParams, FilterV2Params } from '@trumpet/api-client';
import { deleteFilter, fetchFilters, fetchFiltersV2, saveFilter, type FilterDraft } from './filters-actions';

/** The v1 filters, then the v2 ones (https://docs.joinmastodon.org/methods/filters/); neither failure is alerted. */
export function* fetchFiltersSaga(action: PayloadAction<void>) {
  const { api } = yield* services();
  try {
    const filters = yield* call([api.filters, api.filters.list]);
    yield* put(fetchFilters.success({ filters }));
  } catch (error) {
    yield* put(fetchFilters.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
  yield* put(fetchFiltersV2.request());
  try {
    const filters = yield* call([api.filtersV2, api.filtersV2.list]);
    yield* put(fetchFiltersV2.success({ filters }));
  } catch (error) {
    yield* put(fetchFiltersV2.fail({ request: undefined, error: toStoredError(error), skipAlert: true }));
  }
}

/** The form's draft as v2 params: blank keywords left out, removed ones destroyed, the expiry kept when not given. */
export function filterParams(draft: FilterDraft): FilterV2Params {
  const keywords = draft.keywords
    .filter((keyword) => keyword.remove || keyword.keyword.trim() !== '')
    .filter((keyword) => !(keyword.remove && keyword.id === undefined))
    .map((keyword) =>
      keyword.remove ? { id: keyword.id, _destroy: true } : { ...(keyword.id ? { id: keyword.id } : {}), keyword: keyword.keyword.trim(), whole_word: keyword.wholeWord },
    );
  return {
    title: draft.title.trim(),
    context: draft.context,
    filter_action: draft.action,
    ...(draft.expiresIn !== undefined ? { expires_in: draft.expiresIn } : {}),
    keywords_attributes: keywords,
  };
}

/** The draft as a v1 filter: its first keyword is the phrase, and hide drops matches for good (irreversible). */
export function v1FilterParams(draft: FilterDraft): FilterParams {
  const keyword = draft.keywords.find((candidate) => !candidate.remove && candidate.keyword.trim() !== '');
  return {
    phrase: keyword?.keyword.trim() ?? '',
    context: draft.context,
    irreversible: draft.action === 'hide',
    whole_word: keyword?.wholeWord ?? true,
    ...(draft.expiresIn !== undefined ? { expires_in: draft.expiresIn } : {}),
  };
}

const selectHasV2 = (state: RootState): boolean => state.filtersV2.filters !== null;

export function* saveFilterSaga(action: PayloadAction<{ id: string | null; draft: FilterDraft }>) {
  const { api } = yield* services();
  const { id, draft } = action.payload;
  try {
    if (yield* select(selectHasV2)) {
      const params = filterParams(draft);
      const filter = id === null ? yield* call([api.filtersV2, api.filtersV2.create], params) : yield* call([api.filtersV2, api.filtersV2.update], id, params);
      yield* put(saveFilter.success({ filter }));
    } else {
      const params = v1FilterParams(draft);
      if (id === null) yield* call([api.filters, api.filters.create], params);
      else yield* call([api.filters, api.filters.update], id, params);
      yield* put(saveFilter.success({ filter: null }));
    }
    // The v1 list follows from the server (it also streams filters_changed).
    yield* put(fetchFilters.request());
  } catch (error) {
    yield* put(saveFilter.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* deleteFilterSaga(action: PayloadAction<{ id: string }>) {
  const { api } = yield* services();
  try {
    if (yield* select(selectHasV2)) yield* call([api.filtersV2, api.filtersV2.remove], action.payload.id);
    else yield* call([api.filters, api.filters.remove], action.payload.id);
    yield* put(deleteFilter.success({ id: action.payload.id }));
    yield* put(fetchFilters.request());
  } catch (error) {
    yield* put(deleteFilter.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

const selectSignedIn = (state: RootState): boolean => state.meta.me !== null;

/** Mastodon fetches the filters when the signed-in UI starts (ui/index.js) and on `filters_changed`. */
function* fetchWhenSignedIn() {
  const signedIn = yield* select(selectSignedIn);
  if (signedIn) yield* put(fetchFilters.request());
}

export function* filtersSaga() {
  yield* takeEvery([initialStateLoaded.type, filtersChanged.type], fetchWhenSignedIn);
  yield* takeEvery(saveFilter.request.match, saveFilterSaga);
  yield* takeEvery(deleteFilter.request.match, deleteFilterSaga);
  // One call at a time, in order, so the last answer stored is the newest.
  const requests = yield* actionChannel(fetchFilters.request.type);
  for (;;) {
    const action = yield* take(requests);
    if (fetchFilters.request.match(action)) yield* call(fetchFiltersSaga, action);
  }
}
