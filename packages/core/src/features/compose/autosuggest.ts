import { SUGGESTION_TOKEN_MIN, type ComposeSuggestion } from './compose-state';

export interface SuggestionToken {
  /** The word at the caret, trimmed and lowercased, with its '@', ':' or '#'. */
  token: string;
  /** Where the word starts in the text (the index of its '@', ':' or '#'). */
  start: number;
}

const TRIGGERS = ['@', ':', '#'];

/**
 * The word the caret is in, when it asks for suggestions (SPEC §4 Autosuggest: at least 3 characters,
 * starting with '@', ':' or '#'); Mastodon's textAtCursorMatchesToken in autosuggest_textarea.js.
 */
export function findSuggestionToken(text: string, caret: number): SuggestionToken | null {
  const start = text.slice(0, caret).search(/\S+$/);
  if (start === -1) return null;
  const end = text.slice(caret).search(/\s/);
  const word = (end === -1 ? text.slice(start) : text.slice(start, caret + end)).trim();
  if (word.length < SUGGESTION_TOKEN_MIN || !TRIGGERS.includes(word[0] ?? '')) return null;
  return { token: word.toLowerCase(), start };
}

/** What picking a suggestion writes: `@acct`, `#tag`, the emoji itself or `:shortcode:`. */
export function completionText(completion: ComposeSuggestion | string): string {
  if (typeof completion === 'string') return completion;
  if (completion.kind === 'account') return `@${completion.acct}`;
  if (completion.kind === 'hashtag') return `#${completion.name}`;
  return completion.native ?? `:${completion.shortcode}:`;
}

/** SPEC §4 "Picking a suggestion replaces the token with the completion plus a space", and where the caret goes. */
export function insertCompletion(
  text: string,
  start: number,
  token: string,
  completion: string,
): { text: string; caret: number } {
  return {
    text: `${text.slice(0, start)}${completion} ${text.slice(start + token.length)}`,
    caret: start + completion.length + 1,
  };
}
