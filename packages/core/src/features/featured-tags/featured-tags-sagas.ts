import { call, put, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { fetchFeaturedTags } from './featured-tags-actions';

function* fetchFeaturedTagsSaga(action: PayloadAction<{ accountId: string }>) {
  const { accountId } = action.payload;
  const { api } = yield* services();
  try {
    const tags = yield* call([api.accounts, api.accounts.featuredTags], accountId);
    yield* put(fetchFeaturedTags.success({ accountId, tags }));
  } catch (error) {
    yield* put(fetchFeaturedTags.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* featuredTagsSaga() {
  yield* takeEvery(fetchFeaturedTags.request.type, fetchFeaturedTagsSaga);
}
