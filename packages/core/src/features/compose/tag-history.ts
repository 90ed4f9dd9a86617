import { TAG_HISTORY_MAX, TAG_SUGGESTIONS_MAX, type ComposeSuggestion } from './compose-state';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * SPEC §4 "After a successful post": the post's tags go to the front of the history, as the user
 * wrote them (the server lowercases them), without case-insensitive duplicates, at most 1000.
 * Mastodon's actions/compose.js insertIntoTagHistory.
 */
export function mergeTagHistory(history: readonly string[], tagNames: readonly string[], text: string): string[] {
  const written = tagNames.map((name) => new RegExp(`#(${escapeRegExp(name)})`, 'iu').exec(text)?.[1] ?? name);
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const name of [...written, ...history]) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(name);
  }
  return merged.slice(0, TAG_HISTORY_MAX);
}

/** SPEC §4 "Hashtag suggestions come from tag history (case-insensitive prefix, at most 4)". */
export function tagSuggestions(history: readonly string[], token: string): ComposeSuggestion[] {
  const prefix = token.slice(1).toLowerCase();
  return history
    .filter((name) => name.toLowerCase().startsWith(prefix))
    .slice(0, TAG_SUGGESTIONS_MAX)
    .map((name) => ({ kind: 'hashtag', name }));
}

/** What the `preferences` service may hand back for a tag history: only a list of strings counts. */
export const isTagHistory = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');
