import type { Status } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

/** What every status action is asked with: the id of the status acted on (not of a boost wrapping it). */
export interface StatusActionRequest {
  id: string;
}

/** SUCCESS carries the id; the server's answer has already gone through the importer. */
export interface StatusActionSuccess {
  id: string;
}

// SPEC §4 "Status actions"; Mastodon app/javascript/mastodon/actions/interactions.js and statuses.js.
export const favouriteStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/FAVOURITE');
export const unfavouriteStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/UNFAVOURITE');
export const reblogStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/REBLOG');
export const unreblogStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/UNREBLOG');
export const pinStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/PIN');
export const unpinStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/UNPIN');
export const muteStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/MUTE');
export const unmuteStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/UNMUTE');
export const bookmarkStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/BOOKMARK');
export const unbookmarkStatus = createAsyncActions<StatusActionRequest, StatusActionSuccess>('statuses/UNBOOKMARK');

export interface DeleteStatusSuccess {
  id: string;
  /** The boosts of it that were removed with it. */
  reblogIds: string[];
  /** The server's answer (with `text`) when deleting to redraft, else null. */
  redraft: Status | null;
}

export const deleteStatus = createAsyncActions<{ id: string; withRedraft: boolean }, DeleteStatusSuccess>('statuses/DELETE');

/** Statuses gone from the store (deleted, or a thread that answered 404): every feature holding ids drops them. */
export const statusesRemoved = createAction<{ ids: string[] }>('statuses/REMOVED');

/** SPEC §4 "hide or expand a content warning". */
export const statusesRevealed = createAction<{ ids: string[] }>('statuses/REVEALED');
export const statusesHidden = createAction<{ ids: string[] }>('statuses/HIDDEN');
