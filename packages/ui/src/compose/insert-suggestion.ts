import type { Suggestion } from './compose-types';

/** What replaces the token: '@acct', '#name', the emoji itself or ':shortcode:' for a custom one. */
export function suggestionCompletion(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'account':
      return `@${suggestion.acct}`;
    case 'hashtag':
      return `#${suggestion.name}`;
    case 'emoji':
      return suggestion.native ?? `:${suggestion.shortcode}:`;
  }
}

/**
 * SPEC §4 "Picking a suggestion replaces the token with the completion plus a space": the new text and
 * the caret just after that space.
 */
export function insertSuggestion(text: string, position: number, token: string, completion: string): { text: string; caret: number } {
  const before = text.slice(0, position);
  const after = text.slice(position + token.length);
  return { text: `${before}${completion} ${after}`, caret: position + completion.length + 1 };
}
