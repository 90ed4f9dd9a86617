import type { Filter } from '@trumpet/api-client';
import type { Channel } from 'redux-saga';
import { actionChannel, call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { filtersChanged } from '../streaming/streaming-actions';
import { fetchFilters } from './filters-actions';

export function* fetchFiltersSaga(action: PayloadAction<void>): Generator<unknown, void, never> {
  const { api }: CoreServices = yield* services();
  try {
    const filters = (yield call([api.filters, api.filters.list])) as Filter[];
    yield put(fetchFilters.success({ filters }));
  } catch (error) {
    yield put(fetchFilters.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

const selectSignedIn = (state: RootState): boolean => state.meta.me !== null;

/** Mastodon fetches the filters when the signed-in UI starts (ui/index.js) and on `filters_changed`. */
function* fetchWhenSignedIn(): Generator<unknown, void, never> {
  const signedIn = (yield select(selectSignedIn)) as boolean;
  if (signedIn) yield put(fetchFilters.request());
}

export function* filtersSaga(): Generator {
  yield takeEvery([initialStateLoaded.type, filtersChanged.type], fetchWhenSignedIn);
  // One call at a time, in order, so the last answer stored is the newest.
  const requests = (yield actionChannel(fetchFilters.request.type)) as Channel<PayloadAction<void>>;
  for (;;) {
    const action = (yield take(requests)) as PayloadAction<void>;
    yield call(fetchFiltersSaga, action);
  }
}
