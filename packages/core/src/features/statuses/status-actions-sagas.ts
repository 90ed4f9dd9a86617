import type { RestClient, Status } from '@trumpet/api-client';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { importEntities } from '../../importer/import-saga';
import type { StatusRecord } from '../../importer/records';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { getEntity } from '../../store/entity-table';
import { selectReblogIdsOf } from '../timelines/timelines-selectors';
import type { RootState } from '../../store/root-reducer';
import { deleteStatus, statusesRemoved, type StatusActionRequest } from './status-actions';
import { FLAG_ACTIONS, type FlagAction } from './status-flags';
import { boostRefusal, pinRefusal } from './status-rules';

type Refusal = (status: StatusRecord | undefined, me: string | null) => string | null;
type ApiCall = (api: RestClient, id: string) => Promise<Status>;

const CALLS: Record<string, ApiCall> = {
  'statuses/FAVOURITE': (api, id) => api.statuses.favourite(id),
  'statuses/UNFAVOURITE': (api, id) => api.statuses.unfavourite(id),
  'statuses/REBLOG': (api, id) => api.statuses.reblog(id),
  'statuses/UNREBLOG': (api, id) => api.statuses.unreblog(id),
  'statuses/PIN': (api, id) => api.statuses.pin(id),
  'statuses/UNPIN': (api, id) => api.statuses.unpin(id),
  'statuses/MUTE': (api, id) => api.statuses.mute(id),
  'statuses/UNMUTE': (api, id) => api.statuses.unmute(id),
  'statuses/BOOKMARK': (api, id) => api.statuses.bookmark(id),
  'statuses/UNBOOKMARK': (api, id) => api.statuses.unbookmark(id),
};

// SPEC §5 and §4: checked before asking the server.
const RULES: Record<string, Refusal> = { 'statuses/REBLOG': boostRefusal, 'statuses/PIN': pinRefusal };

const baseOf = (type: string): string => type.replace(/_REQUEST$/, '');
const statusAndMe = (state: RootState, id: string): [StatusRecord | undefined, string | null] => [getEntity(state.statuses, id), state.meta.me];

function flagSaga({ actions }: FlagAction) {
  const base = baseOf(actions.request.type);
  const apiCall = CALLS[base];
  const refusal = RULES[base];
  return function* run(action: PayloadAction<StatusActionRequest>): Generator<unknown, void, never> {
    const { id } = action.payload;
    if (refusal) {
      const [status, me]: [StatusRecord | undefined, string | null] = yield select(statusAndMe, id);
      const reason = refusal(status, me);
      if (reason !== null) {
        yield put(actions.fail({ request: action.payload, error: { kind: 'unexpected', message: reason, status: null }, skipAlert: true }));
        return;
      }
    }
    const { api }: CoreServices = yield* services();
    try {
      if (!apiCall) throw new Error(`no call for ${base}`);
      const answer: Status = yield call(apiCall, api, id);
      yield* importEntities({ statuses: [answer] });
      yield put(actions.success({ id }));
    } catch (error) {
      yield put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}


/** DELETE /api/v1/statuses/:id; the status and its boosts leave the store (SPEC §4 "Deleting a status removes it and its reblogs everywhere"). */
export function* deleteStatusSaga(action: PayloadAction<{ id: string; withRedraft: boolean }>): Generator<unknown, void, never> {
  const { id, withRedraft } = action.payload;
  const { api }: CoreServices = yield* services();
  try {
    const answer: Status = yield call([api.statuses, api.statuses.remove], id);
    const reblogIds: string[] = yield select(selectReblogIdsOf, [id]);
    yield put(statusesRemoved({ ids: [id, ...reblogIds] }));
    yield put(deleteStatus.success({ id, reblogIds, redraft: withRedraft ? answer : null }));
  } catch (error) {
    yield put(deleteStatus.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* statusActionsSaga(): Generator {
  yield all([
    ...FLAG_ACTIONS.map((entry) => takeEvery(entry.actions.request.type, flagSaga(entry))),
    takeEvery(deleteStatus.request.type, deleteStatusSaga),
  ]);
}
