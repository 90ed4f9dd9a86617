import { call, fork, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { hasEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { statusActionsSaga } from './status-actions-sagas';
import { fetchStatus } from './statuses-actions';

const isLoaded = (state: RootState, id: string): boolean => hasEntity(state.statuses, id);

/** Fetches a status unless it is in the store: from the local cache first, else from the server. */
export function* fetchStatusSaga(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const loaded = yield* select(isLoaded, id);
  if (loaded) {
    yield* put(fetchStatus.success({ id, source: 'store' }));
    return;
  }
  const { api, storage } = yield* services();
  try {
    const cached = yield* call([storage, storage.getStatus], id);
    if (cached) {
      yield* importEntities({ statuses: [cached] });
      yield* put(fetchStatus.success({ id, source: 'cache' }));
      return;
    }
    const status = yield* call([api.statuses, api.statuses.fetch], id);
    yield* importEntities({ statuses: [status] });
    yield* call([storage, storage.putStatuses], [status]);
    yield* put(fetchStatus.success({ id, source: 'server' }));
  } catch (error) {
    yield* put(fetchStatus.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

export function* statusesSaga() {
  yield* takeEvery(fetchStatus.request.type, fetchStatusSaga);
  yield* fork(statusActionsSaga);
}
