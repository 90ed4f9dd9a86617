import { all, fork } from 'redux-saga/effects';
import { statusesSaga } from '../features/statuses/statuses-sagas';

export function* rootSaga(): Generator {
  yield all([fork(statusesSaga)]);
}
