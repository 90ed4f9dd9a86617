// The word at the caret that asks for suggestions (SPEC §4 "Autosuggest", §9 "Autosuggest minimum
// token 3"); Mastodon's textAtCursorMatchesToken in app/javascript/mastodon/components/autosuggest_textarea.jsx.

/** SPEC §9: a token counts from its trigger character on. */
export const MIN_TOKEN_LENGTH = 3;
const TRIGGERS = new Set(['@', ':', '#']);

export interface CaretToken {
  /** Index of the token's first character (its trigger) in the text. */
  start: number;
  /** The token as written, trigger included, e.g. '@ali' or ':cat'. */
  token: string;
}

/**
 * The run of non-space characters around the caret (from the last whitespace before it to the first
 * after it) when it starts with @, : or # and is at least 3 characters long; otherwise null.
 */
export function tokenAtCaret(text: string, caret: number): CaretToken | null {
  const at = Math.max(0, Math.min(caret, text.length));
  const start = text.slice(0, at).search(/\S+$/);
  if (start < 0) return null;
  const spaceAfter = text.slice(at).search(/\s/);
  const end = spaceAfter < 0 ? text.length : at + spaceAfter;
  const token = text.slice(start, end);
  if (token.length < MIN_TOKEN_LENGTH || !TRIGGERS.has(token.charAt(0))) return null;
  return { start, token };
}
