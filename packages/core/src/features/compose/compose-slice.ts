import type { Status } from '@trumpet/api-client';
import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { deleteStatus, statusesRemoved } from '../statuses/status-actions';
import { completionText, insertCompletion } from './autosuggest';
import {
  cancelReplyCompose,
  composeChanged,
  composeDefaultsChanged,
  composeDraftRestored,
  composeDraftSaved,
  composeMentionInserted,
  composeMounted,
  composePrivacyChanged,
  composeReplyStarted,
  composeReset,
  composeSensitiveToggled,
  composeSpoilerTextChanged,
  composeSpoilerToggled,
  composeSuggestionsCleared,
  composeSuggestionSelected,
  composeSuggestionsReady,
  composeTagHistoryLoaded,
  composeUnmounted,
  postCompose,
} from './compose-actions';
import { composeEditReducer } from './compose-edit-reducer';
import { composeQuoteReducer } from '../quotes/compose-quote-reducer';
import { composeScheduled } from './compose-extras-actions';
import { composeExtrasReducer } from './compose-extras-reducer';
import { composeMediaReducer } from './compose-media-reducer';
import { composePollReducer } from './compose-poll-reducer';
import {
  initialCompose,
  isComposePrivacy,
  markEdited,
  POLL_DEFAULT_EXPIRY,
  stricterPrivacy,
  type ComposeState,
} from './compose-state';
import { redraftText } from './compose-text';
import { setDefaults } from './compose-defaults';

/** Mastodon's COMPOSE_RESET and COMPOSE_REPLY_CANCEL (attachments stay). */
function resetForm(draft: ComposeState): void {
  draft.inReplyToId = null;
  draft.text = '';
  draft.spoiler = false;
  draft.spoilerText = '';
  draft.privacy = draft.defaultPrivacy;
  draft.poll = null;
  markEdited(draft);
}

/** Mastodon's clearAll, after a successful post (SPEC §4 "privacy back to default, sensitive off"). */
function clearAll(draft: ComposeState): void {
  resetForm(draft);
  draft.isSubmitting = false;
  draft.isChangingUpload = false;
  draft.sensitive = false;
  draft.mediaAttachments = [];
  draft.lastError = null;
}

function focus(draft: ComposeState, caret: number | null = null): void {
  draft.focusKey += 1;
  draft.caretPosition = caret;
}

/** New defaults; a form still untouched takes the new default privacy. */
/** SPEC §4 "Redraft loads content back, including a poll (expires_in 86400)" (Mastodon's REDRAFT). */
function loadRedraft(state: ComposeState, status: Status): ComposeState {
  return produce(state, (draft) => {
    draft.text = redraftText(status);
    draft.inReplyToId = status.in_reply_to_id;
    draft.privacy = isComposePrivacy(status.visibility) ? status.visibility : draft.defaultPrivacy;
    draft.mediaAttachments = [...status.media_attachments];
    draft.sensitive = status.sensitive;
    draft.spoiler = status.spoiler_text.length > 0;
    draft.spoilerText = status.spoiler_text;
    draft.poll = status.poll
      ? { options: status.poll.options.map((option) => option.title), expiresIn: POLL_DEFAULT_EXPIRY, multiple: status.poll.multiple }
      : null;
    markEdited(draft);
    focus(draft);
  });
}

function formReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composeChanged.match(action)) {
    return produce(state, (draft) => {
      draft.text = action.payload.text;
      markEdited(draft);
    });
  }
  if (composeSpoilerToggled.match(action)) {
    return produce(state, (draft) => {
      draft.spoiler = !state.spoiler;
      draft.spoilerText = '';
      if (state.mediaAttachments.length > 0) draft.sensitive = true;
      markEdited(draft);
    });
  }
  if (composeSpoilerTextChanged.match(action)) {
    return produce(state, (draft) => {
      draft.spoilerText = action.payload.text;
      markEdited(draft);
    });
  }
  if (composePrivacyChanged.match(action)) {
    return produce(state, (draft) => {
      draft.privacy = action.payload.privacy;
      markEdited(draft);
    });
  }
  if (composeSensitiveToggled.match(action)) {
    // SPEC §4: "The sensitive toggle is disabled while a content warning is on."
    if (state.spoiler) return state;
    return produce(state, (draft) => {
      draft.sensitive = !state.sensitive;
      markEdited(draft);
    });
  }
  if (composeReset.match(action) || cancelReplyCompose.match(action)) return produce(state, resetForm);
  if (composeMounted.match(action)) return { ...state, mounted: state.mounted + 1 };
  if (composeUnmounted.match(action)) return { ...state, mounted: Math.max(0, state.mounted - 1) };
  if (composeDefaultsChanged.match(action)) return setDefaults(state, action.payload.privacy, action.payload.sensitive);
  if (initialStateLoaded.match(action)) {
    const { default_privacy, default_sensitive } = action.payload.compose;
    return setDefaults(state, default_privacy, default_sensitive);
  }
  return state;
}

function conversationReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composeReplyStarted.match(action)) {
    const { inReplyToId, text, visibility, spoilerText } = action.payload;
    return produce(state, (draft) => {
      draft.inReplyToId = inReplyToId;
      draft.text = text;
      draft.privacy = stricterPrivacy(visibility, state.defaultPrivacy);
      draft.spoiler = spoilerText.length > 0;
      draft.spoilerText = spoilerText;
      markEdited(draft);
      focus(draft);
    });
  }
  if (composeMentionInserted.match(action)) {
    const { acct, direct } = action.payload;
    return produce(state, (draft) => {
      draft.text = [state.text.trim(), `@${acct} `].filter((part) => part.length > 0).join(' ');
      if (direct) draft.privacy = 'direct';
      markEdited(draft);
      focus(draft);
    });
  }
  if (deleteStatus.success.match(action)) {
    const { redraft } = action.payload;
    return redraft ? loadRedraft(state, redraft) : state;
  }
  if (statusesRemoved.match(action)) {
    const { inReplyToId } = state;
    return inReplyToId !== null && action.payload.ids.includes(inReplyToId) ? { ...state, inReplyToId: null } : state;
  }
  return state;
}

function submitReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (postCompose.request.match(action)) {
    return { ...state, isSubmitting: true, idempotencyKey: action.payload.idempotencyKey, lastError: null };
  }
  if (postCompose.success.match(action) || composeScheduled.match(action)) return produce(state, clearAll);
  if (postCompose.fail.match(action)) return { ...state, isSubmitting: false, lastError: action.payload.error };
  return state;
}

function suggestionsReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composeSuggestionsReady.match(action)) {
    return { ...state, suggestions: action.payload.suggestions, suggestionToken: action.payload.token };
  }
  if (composeSuggestionsCleared.match(action)) {
    return state.suggestionToken === null && state.suggestions.length === 0 ? state : { ...state, suggestions: [], suggestionToken: null };
  }
  if (composeSuggestionSelected.match(action)) {
    const { position, token, completion } = action.payload;
    const cleared = { ...state, suggestions: [], suggestionToken: null };
    // The token's start, or (as Mastodon's autosuggest reports it) the index after its first character.
    // A token that is no longer there (the text changed meanwhile) is left alone.
    const start = [position, position - 1].find(
      (at) => at >= 0 && state.text.slice(at, at + token.length).toLowerCase() === token.toLowerCase(),
    );
    if (start === undefined) return cleared;
    const inserted = insertCompletion(state.text, start, token, completionText(completion));
    return produce(cleared, (draft) => {
      draft.text = inserted.text;
      markEdited(draft);
      focus(draft, inserted.caret);
    });
  }
  if (composeTagHistoryLoaded.match(action)) return { ...state, tagHistory: action.payload.tags };
  return state;
}

function draftReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composeDraftRestored.match(action)) {
    return produce(state, (draft) => {
      Object.assign(draft, action.payload);
      draft.idempotencyKey = null;
      draft.draftSaved = true;
    });
  }
  if (composeDraftSaved.match(action)) return state.draftSaved ? state : { ...state, draftSaved: true };
  return state;
}

const REDUCERS = [formReducer, conversationReducer, submitReducer, suggestionsReducer, draftReducer, composeMediaReducer, composePollReducer, composeEditReducer, composeExtrasReducer, composeQuoteReducer];

// SPEC §4 Compose; Mastodon's app/javascript/mastodon/reducers/compose.js.
export function composeReducer(state: ComposeState = initialCompose, action: UnknownAction): ComposeState {
  return REDUCERS.reduce((current, reducer) => reducer(current, action), state);
}
