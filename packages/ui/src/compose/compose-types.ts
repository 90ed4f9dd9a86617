import type { ComposePoll, ComposePrivacy } from '@trumpet/core';

/** SPEC §9 privacy levels, from the widest audience to the narrowest: core's. */
export type Privacy = ComposePrivacy;
/** SPEC §3 "Poll draft in compose: options, expires_in, multiple": core's. */
export type { ComposePoll };

export type ComposeMediaType = 'image' | 'gifv' | 'video' | 'audio' | 'unknown';

/** One attachment of the draft (uploaded, or still uploading when `progress` is below 100). */
export interface ComposeMedia {
  id: string;
  type: ComposeMediaType;
  previewUrl: string | null;
  description: string;
  /** Upload progress in percent while this item is on its way; absent once uploaded. */
  progress?: number;
}

/** The status being replied to, as the reply indicator shows it. */
export interface ReplyPreview {
  id: string;
  account: {
    acct: string;
    username: string;
    /** Sanitised by the core's importer (an account record's `display_name_html`). */
    display_name_html: string;
    avatar: string | null;
  };
  contentHtml: string;
  /** The replied status's content warning: shown instead of its text when not empty. */
  spoilerText?: string;
}

export interface AccountSuggestion {
  kind: 'account';
  id: string;
  acct: string;
  /** Sanitised by the core's importer (an account record's `display_name_html`). */
  displayNameHtml: string;
  avatar: string | null;
}

export interface HashtagSuggestion {
  kind: 'hashtag';
  name: string;
}

/** A unicode emoji (`native`) or one of the server's (`custom`, with its image `url`): core's type. */
export type { EmojiSuggestion } from '@trumpet/core';
import type { ComposeWarning, EmojiSuggestion } from '@trumpet/core';

/** What the autosuggest list offers for the token at the caret (SPEC §5 "Suggestion trigger"). */
export type Suggestion = AccountSuggestion | HashtagSuggestion | EmojiSuggestion;

/** SPEC §5 "Compose warnings" (core's `composeWarnings` decides which apply). */
export type ComposeWarningKind = ComposeWarning;
