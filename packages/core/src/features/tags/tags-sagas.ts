import { createFollowedTagsResource, createTagsResource } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { settle } from '../../store/settle';
import { expandFollowedTags, fetchFollowedTags, fetchTag, followedTagsLoadStarted, followTag, unfollowTag } from './tags-actions';
import { tagKey } from './tags-state';

type ByName = { name: string };

function* fetchTagSaga(action: PayloadAction<ByName>) {
  const tagsApi = yield* resource(createTagsResource);
  try {
    const tag = yield* call([tagsApi, tagsApi.fetch], tagKey(action.payload.name));
    yield* put(fetchTag.success({ tag }));
  } catch (error) {
    yield* put(fetchTag.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* followTagSaga(action: PayloadAction<ByName>) {
  const tagsApi = yield* resource(createTagsResource);
  try {
    const tag = yield* call([tagsApi, tagsApi.follow], tagKey(action.payload.name));
    yield* put(followTag.success({ tag }));
  } catch (error) {
    yield* put(followTag.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* unfollowTagSaga(action: PayloadAction<ByName>) {
  const tagsApi = yield* resource(createTagsResource);
  try {
    const tag = yield* call([tagsApi, tagsApi.unfollow], tagKey(action.payload.name));
    yield* put(unfollowTag.success({ tag }));
  } catch (error) {
    yield* put(unfollowTag.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

const selectFollowed = (state: RootState) => state.tags.followed;

function followedTagsSaga(actions: typeof fetchFollowedTags, expand: boolean) {
  return function* saga() {
    const list = yield* select(selectFollowed);
    if (list.isLoading || (expand && list.next === null)) {
      yield* put(actions.success({ tags: [], next: list.next, skipped: true }));
      return;
    }
    yield* put(followedTagsLoadStarted());
    const followedTagsApi = yield* resource(createFollowedTagsResource);
    try {
      const page = yield* call(() => settle(followedTagsApi.list({}, { cursor: expand ? list.next : null })));
      yield* put(actions.success({ tags: page.items, next: page.next, skipped: false }));
    } catch (error) {
      yield* put(actions.fail({ request: undefined, error: toStoredError(error), skipAlert: false }));
    }
  };
}

export function* tagsSaga() {
  yield* takeEvery(fetchTag.request.type, fetchTagSaga);
  yield* takeEvery(followTag.request.type, followTagSaga);
  yield* takeEvery(unfollowTag.request.type, unfollowTagSaga);
  yield* takeEvery(fetchFollowedTags.request.type, followedTagsSaga(fetchFollowedTags, false));
  yield* takeEvery(expandFollowedTags.request.type, followedTagsSaga(expandFollowedTags, true));
}
