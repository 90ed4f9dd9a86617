import type { Action, UnknownAction } from 'redux';
import { put, select, takeEvery } from 'redux-saga/effects';
import { isFailAction } from '../../store/actions';
import type { RootState } from '../../store/root-reducer';
import { sessionExpired } from './session-actions';
import { selectSessionExpired, sessionEndingError } from './session-selectors';

const selectRoot = (state: RootState): RootState => state;

function* expireOnUnauthorized(action: UnknownAction): Generator<unknown, void, never> {
  const state = (yield select(selectRoot)) as RootState;
  const error = sessionEndingError(state, action.payload);
  if (error === null || selectSessionExpired(state)) return;
  yield put(sessionExpired({ endpoint: error.endpoint, message: error.message }));
}

/** Every failed call of any feature, skipAlert or not: the first 401 while signed in expires the session. */
export function* sessionSaga(): Generator {
  yield takeEvery((action: Action) => isFailAction(action), expireOnUnauthorized);
}
