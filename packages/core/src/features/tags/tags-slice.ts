import type { Tag } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { expandFollowedTags, fetchFollowedTags, fetchTag, followedTagsLoadStarted, followTag, unfollowTag } from './tags-actions';
import { initialTags, tagKey, type TagsState } from './tags-state';

function withTags(state: TagsState, tags: readonly Tag[]): TagsState {
  const byName = { ...state.byName };
  for (const tag of tags) byName[tagKey(tag.name)] = tag;
  return { ...state, byName };
}

/** The tag's `following` set before the server answers (kept as it was for a tag never loaded). */
function withFollowing(state: TagsState, name: string, following: boolean): TagsState {
  const tag = state.byName[tagKey(name)];
  return tag ? { ...state, byName: { ...state.byName, [tagKey(name)]: { ...tag, following } } } : state;
}

function followedWith(state: TagsState, tag: Tag): TagsState {
  const key = tagKey(tag.name);
  const names = state.followed.names.filter((name) => name !== key);
  return { ...state, followed: { ...state.followed, names: tag.following ? [key, ...names] : names } };
}

// Mastodon reducers/tags.js and followed_tags.js.
export function tagsReducer(state: TagsState = initialTags, action: UnknownAction): TagsState {
  if (fetchTag.success.match(action)) return withTags(state, [action.payload.tag]);
  if (followTag.request.match(action)) return withFollowing(state, action.payload.name, true);
  if (followTag.fail.match(action)) return withFollowing(state, action.payload.request.name, false);
  if (unfollowTag.request.match(action)) return withFollowing(state, action.payload.name, false);
  if (unfollowTag.fail.match(action)) return withFollowing(state, action.payload.request.name, true);
  // A tag followed here goes first in the list; one unfollowed leaves it.
  if (followTag.success.match(action) || unfollowTag.success.match(action)) return followedWith(withTags(state, [action.payload.tag]), action.payload.tag);
  if (followedTagsLoadStarted.match(action)) return { ...state, followed: { ...state.followed, isLoading: true } };
  if (fetchFollowedTags.fail.match(action) || expandFollowedTags.fail.match(action)) return { ...state, followed: { ...state.followed, isLoading: false, loaded: true } };
  if (fetchFollowedTags.success.match(action) || expandFollowedTags.success.match(action)) {
    const page = action.payload;
    if (page.skipped) return { ...state, followed: { ...state.followed, isLoading: false } };
    const names = page.tags.map((tag) => tagKey(tag.name));
    const kept = expandFollowedTags.success.match(action) ? state.followed.names.filter((name) => !names.includes(name)) : [];
    return { ...withTags(state, page.tags), followed: { names: [...kept, ...names], next: page.next, isLoading: false, loaded: true } };
  }
  return state;
}
