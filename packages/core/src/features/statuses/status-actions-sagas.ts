import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { StatusRecord } from '../../importer/records';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { getEntity } from '../../store/entity-table';
import { selectReblogIdsOf } from '../timelines/timelines-selectors';
import type { RootState } from '../../store/root-reducer';
import { deleteStatus, statusesRemoved, type StatusActionRequest } from './status-actions';
import { FLAG_ACTIONS, type FlagAction } from './status-flags';

const statusAndMe = (state: RootState, id: string): [StatusRecord | undefined, string | null] => [getEntity(state.statuses, id), state.meta.me];

function flagSaga({ actions, send, refusal }: FlagAction) {
  return function* run(action: PayloadAction<StatusActionRequest>) {
    const { id } = action.payload;
    if (refusal) {
      const [status, me] = yield* select(statusAndMe, id);
      const reason = refusal(status, me);
      if (reason !== null) {
        yield* put(actions.fail({ request: action.payload, error: { kind: 'unexpected', message: reason, status: null }, skipAlert: true }));
        return;
      }
    }
    const { api } = yield* services();
    try {
      const answer = yield* call(send, api, id);
      yield* importEntities({ statuses: [answer] });
      yield* put(actions.success({ id }));
    } catch (error) {
      yield* put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}

/** DELETE /api/v1/statuses/:id; the status and its boosts leave the store (SPEC §4 "Deleting a status removes it and its reblogs everywhere"). */
export function* deleteStatusSaga(action: PayloadAction<{ id: string; withRedraft: boolean }>) {
  const { id, withRedraft } = action.payload;
  const { api } = yield* services();
  try {
    const answer = yield* call([api.statuses, api.statuses.remove], id);
    const reblogIds = yield* select(selectReblogIdsOf, [id]);
    yield* put(statusesRemoved({ ids: [id, ...reblogIds] }));
    yield* put(deleteStatus.success({ id, reblogIds, redraft: withRedraft ? answer : null }));
  } catch (error) {
    yield* put(deleteStatus.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* statusActionsSaga() {
  for (const entry of FLAG_ACTIONS) yield* takeEvery(entry.actions.request.type, flagSaga(entry));
  yield* takeEvery(deleteStatus.request.type, deleteStatusSaga);
}
