import { call, put, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchPoll, votePoll } from './polls-actions';

// Mastodon actions/polls.js: the answer is the poll as it stands, imported over the stored one.
function* fetchPollSaga(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { api } = yield* services();
  try {
    const poll = yield* call([api.polls, api.polls.fetch], id);
    yield* importEntities({ polls: [poll] });
    yield* put(fetchPoll.success({ id }));
  } catch (error) {
    yield* put(fetchPoll.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* votePollSaga(action: PayloadAction<{ id: string; choices: number[] }>) {
  const { id, choices } = action.payload;
  const { api } = yield* services();
  try {
    const poll = yield* call([api.polls, api.polls.vote], id, choices);
    yield* importEntities({ polls: [poll] });
    yield* put(votePoll.success({ id }));
  } catch (error) {
    yield* put(votePoll.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* pollsSaga() {
  yield* takeEvery(fetchPoll.request.type, fetchPollSaga);
  yield* takeEvery(votePoll.request.type, votePollSaga);
}
