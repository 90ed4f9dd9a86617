import { call, put, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { isGone, toStoredError } from '../../store/errors';
import { statusesRemoved } from '../statuses/status-actions';
import { fetchContext } from './contexts-actions';

/** Loads a thread; a 404 removes the status locally (SPEC §8). */
export function* fetchContextSaga(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { api } = yield* services();
  try {
    const context = yield* call([api.statuses, api.statuses.context], id);
    yield* importEntities({ statuses: [...context.ancestors, ...context.descendants] });
    yield* put(
      fetchContext.success({
        id,
        ancestors: context.ancestors.map((status) => status.id),
        descendants: context.descendants.map((status) => status.id),
      }),
    );
  } catch (thrown) {
    const error = toStoredError(thrown);
    if (error.kind === 'http' && error.status === 404) yield* put(statusesRemoved({ ids: [id] }));
    yield* put(fetchContext.fail({ request: action.payload, error, skipAlert: isGone(error) }));
  }
}

export function* contextsSaga() {
  yield* takeEvery(fetchContext.request.type, fetchContextSaga);
}
