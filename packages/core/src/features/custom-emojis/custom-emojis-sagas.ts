import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { fetchCustomEmojis } from './custom-emojis-actions';

function* fetchCustomEmojisSaga(action: PayloadAction<void>) {
  const { api } = yield* services();
  try {
    const emojis = yield* call([api.customEmojis, api.customEmojis.list]);
    yield* put(fetchCustomEmojis.success({ emojis }));
  } catch (error) {
    yield* put(fetchCustomEmojis.fail({ request: action.payload, error: toStoredError(error), skipAlert: true }));
  }
}

const selectNeedsFetch = (state: RootState): boolean => !state.customEmojis.loaded && !state.customEmojis.isLoading;

/** Mastodon fetches the emojis once when the app starts (containers/mastodon.js). */
function* fetchOnStart() {
  const needed = yield* select(selectNeedsFetch);
  if (needed) yield* put(fetchCustomEmojis.request());
}

export function* customEmojisSaga() {
  yield* takeEvery(initialStateLoaded.type, fetchOnStart);
  yield* takeEvery(fetchCustomEmojis.request.type, fetchCustomEmojisSaga);
}
