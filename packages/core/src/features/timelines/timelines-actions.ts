import { createAction, createAsyncActions } from '../../store/actions';
import type { TimelineName } from './timelines-state';

/** A hashtag column's extra tags (SPEC §7: GET /api/v1/timelines/tag/{tag} with any, all, none). */
export interface TagParams {
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
}

export interface ExpandTimelineRequest {
  timeline: TimelineName;
  /** Load older statuses than this id; without it, newer ones (since the first item) or the first page. */
  maxId?: string;
  tags?: TagParams;
}

export interface ExpandTimelineSuccess {
  timeline: TimelineName;
  /** The statuses loaded, newest first (already imported). */
  ids: string[];
  /** The page had a next link. */
  hasNext: boolean;
  /**
   * For lists loaded whole (isPinnedTimeline): the Link `next` cursor where older items continue,
   * for lists such as favourites that page by link rather than by status id.
   */
  next?: string | null;
  /** The server answered 206 (the home feed is still being prepared). */
  partial: boolean;
  /** A since_id load (newer statuses). */
  loadingRecent: boolean;
  /** Nothing was asked: the timeline was already loading (SPEC §4 "Loading is skipped if already loading"). */
  skipped: boolean;
}

/** SPEC §4 Timelines: load a page of a timeline and merge it. */
export const expandTimeline = createAsyncActions<ExpandTimelineRequest, ExpandTimelineSuccess>('timelines/EXPAND');
/** Put by the expand saga once it has decided to call the server. */
export const timelineLoadStarted = createAction<{ timeline: TimelineName }>('timelines/LOAD_STARTED');

/** A new status for a timeline (streaming, or the user's own post). */
export const timelineUpdate = createAction<{ timeline: TimelineName; statusId: string }>('timelines/UPDATE');
export const timelineScrolledTop = createAction<{ timeline: TimelineName; top: boolean }>('timelines/SCROLL_TOP');
export const timelineConnected = createAction<{ timeline: TimelineName }>('timelines/CONNECT');
export const timelineDisconnected = createAction<{ timeline: TimelineName }>('timelines/DISCONNECT');
/** A deleted status leaves every timeline, with its reblogs (`selectReblogIdsOf` finds them). */
export const timelineStatusDeleted = createAction<{ id: string; reblogIds: string[] }>('timelines/STATUS_DELETED');
/**
 * Statuses leaving timelines after a block, mute or unfollow (SPEC §4): `allButAccounts` keeps the
 * account timelines (Mastodon's filterTimelines), `home` touches only home (filterTimeline).
 */
export const timelineStatusesRemoved = createAction<{ ids: string[]; from: 'allButAccounts' | 'home' }>(
  'timelines/STATUSES_REMOVED',
);
