import type { ScheduledStatus } from '@trumpet/api-client';
import { createAction } from '../../store/actions';

// The post's language and schedule (Mastodon's `language` and `scheduled_at`), https://docs.joinmastodon.org/methods/statuses/#create

/** The language picked in the composer (ISO 639-1); null goes back to the default rule. */
export const composeLanguageChanged = createAction<{ language: string | null }>('compose/LANGUAGE_CHANGE');
/** The app's interface language (the last fallback of the post's language). */
export const composeUiLocaleChanged = createAction<{ locale: string | null }>('compose/UI_LOCALE_CHANGE');
/** The language guessed from the text (a saga, with the `detectLanguage` service); null clears it. */
export const composeLanguageGuessed = createAction<{ language: string | null }>('compose/LANGUAGE_GUESS');
/** The user's default language (GET /api/v1/preferences) and recent languages, once loaded. */
export const composeLanguagesLoaded = createAction<{ defaultLanguage?: string | null; recent?: string[] }>('compose/LANGUAGES_LOADED');

/** When to post (ISO 8601), or null to post now. */
export const composeScheduleChanged = createAction<{ scheduledAt: string | null }>('compose/SCHEDULE_CHANGE');
/** The draft was scheduled (POST /api/v1/statuses answered a ScheduledStatus): the form is cleared. */
export const composeScheduled = createAction<{ scheduledStatus: ScheduledStatus }>('compose/SCHEDULED');
/** The "Post scheduled for …" confirmation was dismissed. */
export const composeScheduledNoticeDismissed = createAction('compose/SCHEDULED_NOTICE_DISMISS');
/** Write a scheduled post again: it fills the composer, and is cancelled once the new one is sent. */
export const composeScheduledStatusLoaded = createAction<{ scheduledStatus: ScheduledStatus }>('compose/SCHEDULED_STATUS_LOAD');
