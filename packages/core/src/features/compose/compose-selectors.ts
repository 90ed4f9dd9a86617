import { createSelector } from 'reselect';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { MAX_CHARS, statusLength } from '../../text/character-counter';
import { MAX_MEDIA_ATTACHMENTS, type ComposeState } from './compose-state';
import { composeLanguage } from './compose-language';
import { languageHint, languagePickerLeads } from './compose-language-guess';
import { composeWarnings, type ComposeWarning } from './compose-warnings';
import type { EmojiSuggestion } from './emoji-suggestions';

export const selectCompose = (state: RootState): ComposeState => state.compose;

/** SPEC §5: what the character counter shows, warning text plus main text; negative when over 500. */
export const selectComposeCharsLeft = createSelector(
  [(state: RootState) => state.compose.text, (state: RootState) => state.compose.spoiler, (state: RootState) => state.compose.spoilerText],
  (text, spoiler, spoilerText): number => MAX_CHARS - statusLength(text, spoiler ? spoilerText : ''),
);

/** Whether the composer holds non-blank text (SPEC §5: a reply over it asks for confirmation first). */
export const selectComposeHasText = (state: RootState): boolean => state.compose.text.trim().length > 0;

/**
 * SPEC §5: publish is disabled (and submit ignored) while submitting, uploading or changing an
 * upload, over 500, or without text (whitespace only) and without media.
 */
export const selectComposeCanSubmit = (state: RootState): boolean => {
  const compose = state.compose;
  return (
    !compose.isSubmitting &&
    !compose.isUploading &&
    !compose.isChangingUpload &&
    selectComposeCharsLeft(state) >= 0 &&
    (compose.text.trim().length > 0 || compose.mediaAttachments.length > 0)
  );
};

/**
 * SPEC §5 Attachments: no upload while one runs, with more than 3 attachments, with a video (or
 * audio, which servers also refuse to combine), or with a poll (SPEC §4).
 */
export const selectUploadDisabled = (state: RootState): boolean => {
  const { poll, isUploading, mediaAttachments, pendingUploads } = state.compose;
  return (
    poll !== null ||
    isUploading ||
    mediaAttachments.length + pendingUploads.length > MAX_MEDIA_ATTACHMENTS - 1 ||
    mediaAttachments.some((media) => media.type === 'video' || media.type === 'audio')
  );
};

/** SPEC §4: "A poll cannot be added while uploading or when media exists." */
export const selectPollDisabled = (state: RootState): boolean =>
  state.compose.isUploading || state.compose.mediaAttachments.length > 0;

/** SPEC §5 compose warnings that apply now (see COMPOSE_WARNING_TEXTS), most important first. */
export const selectComposeWarnings = createSelector(
  [
    (state: RootState) => state.compose.privacy,
    (state: RootState) => state.compose.text,
    (state: RootState) => (state.meta.me === null ? false : (getEntity(state.accounts, state.meta.me)?.locked ?? false)),
  ],
  (privacy, text, locked): ComposeWarning[] => composeWarnings(privacy, text, locked),
);

/** A suggestion as the list shows it: accounts joined with their record (dropped when not in the store). */
export type ComposeSuggestionView =
  | { kind: 'account'; id: string; acct: string; displayNameHtml: string; avatar: string; avatarStatic: string }
  | { kind: 'hashtag'; name: string }
  | EmojiSuggestion;

export const selectComposeSuggestions = createSelector(
  [(state: RootState) => state.compose.suggestions, (state: RootState) => state.accounts],
  (suggestions, accounts): ComposeSuggestionView[] =>
    suggestions.flatMap((suggestion): ComposeSuggestionView[] => {
      if (suggestion.kind !== 'account') return [suggestion];
      const account = getEntity(accounts, suggestion.id);
      return account
        ? [{ kind: 'account', id: account.id, acct: account.acct, displayNameHtml: account.display_name_html, avatar: account.avatar, avatarStatic: account.avatar_static }]
        : [];
    }),
);

/**
 * Whether posting now should first remind that some media has no description (Mastodon 4's
 * `missing_alt_text` confirmation): the setting is on and an attachment has none.
 */
export const selectComposeMissingDescription = (state: RootState): boolean =>
  state.settings.missingAltTextModal && state.compose.mediaAttachments.some((media) => (media.description ?? '').trim() === '');

/** The language the post will be sent in (compose-language.ts). */
export const selectComposeLanguage = (state: RootState): string | null => composeLanguage(state.compose);

/** The language to suggest under the composer ("Change this post’s language to …?"), or null (compose-language-guess.ts). */
export const selectComposeLanguageHint = (state: RootState): string | null =>
  languageHint(state.compose.languageGuess, selectComposeLanguage(state), !state.settings.languageHint);

/** The languages the picker lists first: the guess, the post's, the recent ones. */
export const selectComposeLanguageLeads = createSelector(
  [(state: RootState) => state.compose.languageGuess, selectComposeLanguage, (state: RootState) => state.compose.recentLanguages],
  (guess, language, recent): string[] => languagePickerLeads(guess, language, recent),
);
