import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import {
  composeLanguageChanged,
  composeLanguageGuessed,
  composeLanguagesLoaded,
  composeScheduleChanged,
  composeScheduled,
  composeScheduledNoticeDismissed,
  composeScheduledStatusLoaded,
  composeUiLocaleChanged,
} from './compose-extras-actions';
import { postCompose } from './compose-post-actions';
import { isComposePrivacy, markEdited, type ComposeState } from './compose-state';
import { languageCode, withRecentLanguage } from './compose-language';

function languageReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composeLanguageChanged.match(action)) {
    const language = languageCode(action.payload.language);
    return language === state.language ? state : produce(state, (draft) => {
      draft.language = language;
      markEdited(draft);
    });
  }
  if (composeLanguageGuessed.match(action)) {
    const guess = languageCode(action.payload.language);
    return guess === state.languageGuess ? state : { ...state, languageGuess: guess };
  }
  if (composeUiLocaleChanged.match(action)) return state.uiLocale === action.payload.locale ? state : { ...state, uiLocale: action.payload.locale };
  if (composeLanguagesLoaded.match(action)) {
    const { defaultLanguage, recent } = action.payload;
    return {
      ...state,
      ...(defaultLanguage !== undefined ? { defaultLanguage: languageCode(defaultLanguage) } : {}),
      ...(recent !== undefined ? { recentLanguages: recent } : {}),
    };
  }
  // The language a post went out in leads the recent ones.
  if (postCompose.request.match(action)) return { ...state, recentLanguages: withRecentLanguage(state.recentLanguages, action.payload.params.language ?? null) };
  return state;
}

/** A scheduled post back in the form, as it will be posted (https://docs.joinmastodon.org/entities/ScheduledStatus/). */
function loadScheduled(state: ComposeState, action: ReturnType<typeof composeScheduledStatusLoaded>): ComposeState {
  const { id, scheduled_at, params, media_attachments } = action.payload.scheduledStatus;
  return produce(state, (draft) => {
    draft.text = params.text;
    draft.spoiler = params.spoiler_text.length > 0;
    draft.spoilerText = params.spoiler_text;
    draft.privacy = isComposePrivacy(params.visibility) ? params.visibility : draft.defaultPrivacy;
    draft.sensitive = params.sensitive;
    draft.inReplyToId = params.in_reply_to_id;
    draft.mediaAttachments = [...media_attachments];
    draft.poll = params.poll ? { options: [...params.poll.options], expiresIn: params.poll.expires_in, multiple: params.poll.multiple } : null;
    draft.language = languageCode(params.language);
    draft.scheduledAt = scheduled_at;
    draft.replacesScheduledId = id;
    draft.editingId = null;
    draft.beforeEdit = null;
    draft.lastError = null;
    markEdited(draft);
    draft.focusKey += 1;
    draft.caretPosition = null;
  });
}

function scheduleReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composeScheduleChanged.match(action)) {
    return produce(state, (draft) => {
      draft.scheduledAt = action.payload.scheduledAt;
      markEdited(draft);
    });
  }
  if (composeScheduledStatusLoaded.match(action)) return loadScheduled(state, action);
  if (postCompose.success.match(action)) return { ...state, scheduledAt: null, replacesScheduledId: null };
  if (composeScheduled.match(action)) {
    const { id, scheduled_at } = action.payload.scheduledStatus;
    return { ...state, scheduledAt: null, replacesScheduledId: null, lastScheduled: { id, scheduledAt: scheduled_at } };
  }
  if (composeScheduledNoticeDismissed.match(action)) return state.lastScheduled === null ? state : { ...state, lastScheduled: null };
  return state;
}

/** The post's language and schedule. */
export function composeExtrasReducer(state: ComposeState, action: UnknownAction): ComposeState {
  return scheduleReducer(languageReducer(state, action), action);
}
