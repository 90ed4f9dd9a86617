import type { Action, UnknownAction } from 'redux';
import { put, select, takeEvery } from 'typed-redux-saga';
import { isFailAction } from '../../store/actions';
import type { RootState } from '../../store/root-reducer';
import { sessionExpired } from './session-actions';
import { selectSessionExpired, sessionEndingError } from './session-selectors';

const selectRoot = (state: RootState): RootState => state;

function* expireOnUnauthorized(action: UnknownAction) {
  const state = yield* select(selectRoot);
  const error = sessionEndingError(state, action.payload);
  if (error === null || selectSessionExpired(state)) return;
  yield* put(sessionExpired({ endpoint: error.endpoint, message: error.message }));
}

/** Every failed call of any feature, skipAlert or not: the first 401 while signed in expires the session. */
export function* sessionSaga() {
  yield* takeEvery((action: Action) => isFailAction(action), expireOnUnauthorized);
}
