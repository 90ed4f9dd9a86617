import type { MediaAttachment } from '@trumpet/api-client';
import { createAction, createAsyncActions, type FailPayload } from '../../store/actions';
import type { ComposeDraft } from './compose-draft';
import type { ComposePrivacy, ComposeSuggestion } from './compose-state';

// SPEC §4 Compose; Mastodon's app/javascript/mastodon/actions/compose.js.

// Posting and the defaults are in files of their own: the timelines and the store's start need them
// without the rest of the composer.
export { submitCompose, postCompose, type PostComposeSuccess } from './compose-post-actions';
export { composeDefaultsChanged } from './compose-defaults-actions';

export const composeChanged = createAction<{ text: string }>('compose/CHANGE');
export const composeSpoilerToggled = createAction('compose/SPOILER_TOGGLE');
export const composeSpoilerTextChanged = createAction<{ text: string }>('compose/SPOILER_TEXT_CHANGE');
export const composePrivacyChanged = createAction<{ privacy: ComposePrivacy }>('compose/PRIVACY_CHANGE');
/** A no-op while a content warning is on (SPEC §4). */
export const composeSensitiveToggled = createAction('compose/SENSITIVE_TOGGLE');
export const composeMounted = createAction('compose/MOUNT');
export const composeUnmounted = createAction('compose/UNMOUNT');
/** Clears the text, warning, reply and poll, privacy back to the default (Mastodon's COMPOSE_RESET). */
export const composeReset = createAction('compose/RESET');

/** Reply to a status (the status itself, or a boost of it): a saga resolves it into `composeReplyStarted`. */
export const replyCompose = createAction<{ statusId: string }>('compose/REPLY');
export const composeReplyStarted = createAction<{ inReplyToId: string; text: string; visibility: string; spoilerText: string }>(
  'compose/REPLY_STARTED',
);
/** Same reset as `composeReset`. */
export const cancelReplyCompose = createAction('compose/REPLY_CANCEL');
/** Mention an account, or write to it directly (SPEC §4 "Direct message sets privacy direct"). */
export const mentionCompose = createAction<{ accountId: string }>('compose/MENTION');
export const directCompose = createAction<{ accountId: string }>('compose/DIRECT');
export const composeMentionInserted = createAction<{ acct: string; direct: boolean }>('compose/MENTION_INSERTED');

/** Upload files (SPEC §5 Attachments): refused with a `_FAIL` when over the limit or with a poll. */
export const uploadCompose = createAsyncActions<{ files: readonly Blob[] }, { mediaIds: string[] }>('compose/UPLOAD');
/** One file of an upload. */
export const uploadMedia = createAsyncActions<{ uploadId: string; size: number }, { uploadId: string; media: MediaAttachment }>(
  'compose/UPLOAD_MEDIA',
);
export const uploadMediaProgress = createAction<{ uploadId: string; loaded: number; total: number }>('compose/UPLOAD_PROGRESS');
/** Remove an attachment from the draft. */
export const composeUploadRemoved = createAction<{ id: string }>('compose/UPLOAD_UNDO');
export interface ChangeUploadRequest {
  id: string;
  /** Cut to 420 characters (SPEC §5). */
  description?: string;
  /** The focal point, each coordinate in -1..1 (sent with two decimals). */
  focus?: { x: number; y: number };
}
/** PUT /api/v1/media/:id. */
export const changeUploadCompose = createAsyncActions<ChangeUploadRequest, { media: MediaAttachment }>('compose/UPLOAD_CHANGE');

/** Refused while uploading or with media (SPEC §4). */
export const composePollAdded = createAction('compose/POLL_ADD');
export const composePollRemoved = createAction('compose/POLL_REMOVE');
export const composePollOptionChanged = createAction<{ index: number; title: string }>('compose/POLL_OPTION_CHANGE');
export const composePollOptionAdded = createAction<{ title?: string }>('compose/POLL_OPTION_ADD');
export const composePollOptionRemoved = createAction<{ index: number }>('compose/POLL_OPTION_REMOVE');
/** Only the durations of SPEC §5. */
export const composePollExpiryChanged = createAction<{ expiresIn: number }>('compose/POLL_EXPIRY_CHANGE');
export const composePollMultipleToggled = createAction('compose/POLL_MULTIPLE_TOGGLE');

/** The token at the caret (`findSuggestionToken`): '@' accounts, '#' tag history, ':' emoji. */
export const composeSuggestionsRequested = createAction<{ token: string }>('compose/SUGGESTIONS_REQUEST');
export const composeSuggestionsReady = createAction<{ token: string; suggestions: ComposeSuggestion[] }>('compose/SUGGESTIONS_READY');
/** A failed account search (shows an alert; a cancelled one is dropped). No loading bar: typing must not flash it. */
export const composeSuggestionsFailed = createAction<FailPayload<{ token: string }>>('compose/SUGGESTIONS_FAIL');
export const composeSuggestionsCleared = createAction('compose/SUGGESTIONS_CLEAR');
/** Replace `token` at `position` with the suggestion (or a text) and a space; an emoji's use is counted. */
export const composeSuggestionSelected = createAction<{ position: number; token: string; completion: ComposeSuggestion | string }>(
  'compose/SUGGESTION_SELECT',
);

/** The tag history, loaded for the user or after a post. */
export const composeTagHistoryLoaded = createAction<{ tags: string[] }>('compose/TAG_HISTORY_UPDATE');

export const composeDraftRestored = createAction<ComposeDraft>('compose/DRAFT_RESTORED');
export const composeDraftSaved = createAction('compose/DRAFT_SAVED');
/** The page is being hidden or left (pagehide, visibilitychange): the draft is stored at once, not after the pause. */
export const composePageHidden = createAction('compose/PAGE_HIDDEN');
