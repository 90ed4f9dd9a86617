import type { Tag } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

type ByName = { name: string };
type TagResult = { tag: Tag };

/** GET /api/v1/tags/{name}: the hashtag with `following` (the hashtag timeline's header). */
export const fetchTag = createAsyncActions<ByName, TagResult>('tags/FETCH');
/** POST /api/v1/tags/{name}/follow: its public posts join the home timeline. Shown followed at once, undone on failure. */
export const followTag = createAsyncActions<ByName, TagResult>('tags/FOLLOW');
/** POST /api/v1/tags/{name}/unfollow. Shown unfollowed at once, undone on failure. */
export const unfollowTag = createAsyncActions<ByName, TagResult>('tags/UNFOLLOW');

/** A page of GET /api/v1/followed_tags; `skipped`: nothing was asked (already loading, or no next link). */
export interface FollowedTagsPage {
  tags: Tag[];
  next: string | null;
  skipped: boolean;
}

/** The first page of the followed hashtags, replacing the list. */
export const fetchFollowedTags = createAsyncActions<void, FollowedTagsPage>('followed_tags/FETCH');
/** The page at the list's `next` link, appended. */
export const expandFollowedTags = createAsyncActions<void, FollowedTagsPage>('followed_tags/EXPAND');
/** Put by the sagas once they have decided to call the server. */
export const followedTagsLoadStarted = createAction('followed_tags/LOAD_STARTED');
