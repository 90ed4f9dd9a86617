import type { EmojiIndex, NativeEmoji } from './emoji-types';
import { loadEmojiIndex } from './load-emoji-index';

/** A query as typed after ':' or into the picker's search: lower case, without the colons. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase().replace(/^:+|:+$/g, '');
}

/**
 * How well a query matches, lower is better, null for no match: an exact shortcode, then a shortcode
 * starting with it (shorter first), then one containing it, then a word of the name or a tag starting with it.
 */
export function matchScore(query: string, shortcodes: readonly string[], name = '', tags: readonly string[] = []): number | null {
  if (query === '') return null;
  const asShortcode = query.replace(/\s+/g, '_');
  let best: number | null = null;
  for (const shortcode of shortcodes) {
    const code = shortcode.toLowerCase();
    const score = code === asShortcode ? 0 : code.startsWith(asShortcode) ? 1 + code.length / 1000 : code.includes(asShortcode) ? 2 : null;
    if (score !== null && (best === null || score < best)) best = score;
  }
  if (best !== null) return best;
  const asWords = query.replace(/_/g, ' ');
  if (name.startsWith(asWords) || name.split(' ').some((word) => word.startsWith(asWords)) || tags.some((tag) => tag.startsWith(asWords))) return 3;
  return null;
}

/** The native emoji matching a query, best first, at most `limit`. */
export function searchIndex(index: EmojiIndex, query: string, limit: number): NativeEmoji[] {
  const normalized = normalizeQuery(query);
  if (normalized === '' || limit <= 0) return [];
  const scored: { emoji: NativeEmoji; score: number }[] = [];
  for (const category of index.categories) {
    for (const emoji of category.emojis) {
      const score = matchScore(normalized, emoji.shortcodes, emoji.name, emoji.tags);
      if (score !== null) scored.push({ emoji, score });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.emoji);
}

/**
 * For the composer's ':' autosuggest (SPEC §5, at most 5): the native emoji whose shortcodes start with
 * the query, then those containing it, then name and tag matches; loads the emoji data on first use.
 */
export async function searchEmoji(query: string, limit: number): Promise<{ native: string; shortcode: string }[]> {
  const index = await loadEmojiIndex();
  return searchIndex(index, query, limit).map((emoji) => ({ native: emoji.native, shortcode: emoji.shortcode }));
}
