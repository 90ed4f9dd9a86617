import type { MediaAttachment, QuoteApprovalPolicy } from '@trumpet/api-client';
import type { StoredError } from '../../store/actions';
import type { EmojiSuggestion } from './emoji-suggestions';

/** SPEC §9 "Privacy levels", from the most open to the most restricted. */
export const PRIVACY_ORDER = ['public', 'unlisted', 'private', 'direct'] as const;
export type ComposePrivacy = (typeof PRIVACY_ORDER)[number];

export const isComposePrivacy = (value: unknown): value is ComposePrivacy =>
  typeof value === 'string' && (PRIVACY_ORDER as readonly string[]).includes(value);

/** SPEC §5 and §9. */
export const MAX_MEDIA_ATTACHMENTS = 4;
export const MEDIA_DESCRIPTION_MAX = 420;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 4;
export const POLL_OPTION_MAX = 25;
export const POLL_DEFAULT_EXPIRY = 86400;
export const POLL_DURATIONS: readonly number[] = [300, 1800, 3600, 21600, 86400, 259200, 604800];
export const TAG_HISTORY_MAX = 1000;
export const TAG_SUGGESTIONS_MAX = 4;
export const EMOJI_SUGGESTIONS_MAX = 5;
export const ACCOUNT_SUGGESTIONS_MAX = 4;
export const SUGGESTION_THROTTLE_MS = 200;
export const SUGGESTION_TOKEN_MIN = 3;

/** SPEC §3 "Poll draft in compose". */
export interface ComposePoll {
  options: string[];
  expiresIn: number;
  multiple: boolean;
}

/** An upload on its way: bytes sent of the bytes to send. */
export interface PendingUpload {
  id: string;
  loaded: number;
  total: number;
}

/** What the autosuggest list holds: accounts by id (with the handle to insert), hashtags, emoji. */
export type ComposeSuggestion = { kind: 'account'; id: string; acct: string } | { kind: 'hashtag'; name: string } | EmojiSuggestion;

/** SPEC §3 "Compose state" (Mastodon's reducers/compose.js), camel-cased. */
export interface ComposeState {
  text: string;
  spoiler: boolean;
  spoilerText: string;
  privacy: ComposePrivacy;
  sensitive: boolean;
  inReplyToId: string | null;
  mediaAttachments: MediaAttachment[];
  poll: ComposePoll | null;
  defaultPrivacy: ComposePrivacy;
  defaultSensitive: boolean;
  /**
   * The Idempotency-Key this draft is posted with: made at the first submit, kept for a retry of the
   * same draft (so a post whose answer was lost is not made twice), and dropped by every change, so the
   * next submit makes a new one (SPEC §4 "Changing text, spoiler, privacy, media or poll regenerates").
   */
  idempotencyKey: string | null;
  isSubmitting: boolean;
  isUploading: boolean;
  /** 0..1 over every upload in flight. */
  uploadProgress: number;
  pendingUploads: PendingUpload[];
  isChangingUpload: boolean;
  suggestions: ComposeSuggestion[];
  suggestionToken: string | null;
  /** Hashtags used in the user's posts, most recent first (SPEC §4 "After a successful post"). */
  tagHistory: string[];
  /** Rises whenever the textarea should take the focus (reply, mention, direct, redraft, a picked suggestion). */
  focusKey: number;
  /** Where the caret goes on that focus; null for the end of the text. */
  caretPosition: number | null;
  /** How many composers are on screen (SPEC §2 /statuses/new: the app goes there when none is). */
  mounted: number;
  /** Why the last post failed; the draft stays as it was. Cleared by the next submit. */
  lastError: StoredError | null;
  /** The draft is stored (through the `preferences` service) as it stands now. */
  draftSaved: boolean;
  /** The own status being edited (PUT /api/v1/statuses/:id); null while writing a new one. */
  editingId: string | null;
  /** The language picked for the post (ISO 639-1); null: core's default rule (compose-language.ts). An edit starts with its status's. */
  language: string | null;
  /** The user's `posting:default:language` (GET /api/v1/preferences), once loaded. */
  defaultLanguage: string | null;
  /** The languages of the user's last posts, most recent first (kept per user through the `preferences` service). */
  recentLanguages: string[];
  /** The app's interface language, the last fallback of the post's language. */
  uiLocale: string | null;
  /** The language guessed from the text (compose-language-guess.ts); null when none. It never sets `language` itself. */
  languageGuess: string | null;
  /** When to post (ISO 8601), or null to post now: the post is then scheduled (`scheduled_at`). */
  scheduledAt: string | null;
  /** The scheduled post loaded to be written again: cancelled once the new one is posted or scheduled. */
  replacesScheduledId: string | null;
  /** The last post scheduled from this composer, for its confirmation; cleared by the next change. */
  lastScheduled: { id: string; scheduledAt: string } | null;
  /** The form as it stood when editing began, put back when the edit is cancelled. */
  beforeEdit: ComposeSnapshot | null;
  /** The status this post quotes (`quoted_status_id`, Mastodon 4.5+); null for none. */
  quotedStatusId: string | null;
  /** Who may quote this post, as chosen; null leaves it to the user's default on the server. */
  quotePolicy: QuoteApprovalPolicy | null;
  /** The user's default (`posting:default:quote_policy`), shown while none is chosen. */
  defaultQuotePolicy: QuoteApprovalPolicy;
}

/** What an edit replaces and its cancelling puts back. */
export interface ComposeSnapshot extends ComposeDraft {
  sensitive: boolean;
  mediaAttachments: MediaAttachment[];
}

export const initialCompose: ComposeState = {
  text: '',
  spoiler: false,
  spoilerText: '',
  privacy: 'public',
  sensitive: false,
  inReplyToId: null,
  mediaAttachments: [],
  poll: null,
  defaultPrivacy: 'public',
  defaultSensitive: false,
  idempotencyKey: null,
  isSubmitting: false,
  isUploading: false,
  uploadProgress: 0,
  pendingUploads: [],
  isChangingUpload: false,
  suggestions: [],
  suggestionToken: null,
  tagHistory: [],
  focusKey: 0,
  caretPosition: null,
  mounted: 0,
  lastError: null,
  draftSaved: true,
  editingId: null,
  language: null,
  defaultLanguage: null,
  recentLanguages: [],
  uiLocale: null,
  languageGuess: null,
  scheduledAt: null,
  replacesScheduledId: null,
  lastScheduled: null,
  beforeEdit: null,
  quotedStatusId: null,
  quotePolicy: null,
  defaultQuotePolicy: 'public',
};

/** Mastodon's privacyPreference: the stricter of two levels; an unknown one counts as public. */
export function stricterPrivacy(a: string, b: ComposePrivacy): ComposePrivacy {
  const order: readonly string[] = PRIVACY_ORDER;
  return PRIVACY_ORDER[Math.max(order.indexOf(a), order.indexOf(b), 0)] ?? b;
}

/** Every change of the draft drops its idempotency key and marks it unsaved (to be called on an immer draft). */
export function markEdited(draft: ComposeState): void {
  draft.idempotencyKey = null;
  draft.draftSaved = false;
  draft.lastScheduled = null;
}

/** Cuts a text to `max` characters (code points, so no emoji is split in half). */
export function cutTo(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** What of the form is kept between sessions (attachments are not: the server may drop them). */
export interface ComposeDraft {
  text: string;
  spoiler: boolean;
  spoilerText: string;
  privacy: ComposePrivacy;
  inReplyToId: string | null;
  poll: ComposePoll | null;
  /** The language picked for the post, null when left to the default rule. */
  language: string | null;
  /** When it is to be posted, null for now. */
  scheduledAt: string | null;
}

export const draftOf = (state: ComposeState): ComposeDraft => ({
  text: state.text,
  spoiler: state.spoiler,
  spoilerText: state.spoilerText,
  privacy: state.privacy,
  inReplyToId: state.inReplyToId,
  poll: state.poll,
  language: state.language,
  scheduledAt: state.scheduledAt,
});

/** Nothing worth keeping: no text, warning, reply or poll (a language or a time alone is not a post). */
export const isBlankDraft = (draft: ComposeDraft): boolean =>
  draft.text.trim() === '' && draft.spoilerText.trim() === '' && draft.inReplyToId === null && draft.poll === null;
