import { actionChannel, call, put, select, take, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { filtersChanged } from '../streaming/streaming-actions';
import { fetchFilters } from './filters-actions';

export function* fetchFiltersSaga(action: PayloadAction<void>) {
  const { api } = yield* services();
  try {
    const filters = yield* call([api.filters, api.filters.list]);
    yield* put(fetchFilters.success({ filters }));
  } catch (error) {
    yield* put(fetchFilters.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
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
  // One call at a time, in order, so the last answer stored is the newest.
  const requests = yield* actionChannel(fetchFilters.request.type);
  for (;;) {
    const action = yield* take(requests);
    if (fetchFilters.request.match(action)) yield* call(fetchFiltersSaga, action);
  }
}
