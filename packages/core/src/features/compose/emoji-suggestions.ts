import type { CustomEmoji } from '@trumpet/api-client';

/** An emoji the ':' autosuggest offers: a unicode one (`native`) or one of the server's (`url`). */
export interface EmojiSuggestion {
  kind: 'emoji';
  shortcode: string;
  custom: boolean;
  native?: string;
  url?: string;
  staticUrl?: string;
}

/** A unicode emoji found by shortcode, as an emoji data set answers (the web app's picker data). */
export interface UnicodeEmojiMatch {
  native: string;
  shortcode: string;
}

/** Finds unicode emoji for a query (without the ':'), at most `limit`, best first. */
export type SearchEmoji = (query: string, limit: number) => Promise<readonly UnicodeEmojiMatch[]>;

/**
 * The ':' suggestions (SPEC §5, at most 5): the server's emoji whose shortcode contains the query
 * and the unicode ones found, shortcodes starting with the query first, each shortcode once.
 */
export function emojiSuggestions(
  query: string,
  custom: readonly CustomEmoji[],
  unicode: readonly UnicodeEmojiMatch[],
  limit: number,
): EmojiSuggestion[] {
  const q = query.toLowerCase();
  const candidates: EmojiSuggestion[] = [
    ...custom
      .filter((emoji) => emoji.visible_in_picker && emoji.shortcode.toLowerCase().includes(q))
      .map((emoji): EmojiSuggestion => ({ kind: 'emoji', shortcode: emoji.shortcode, custom: true, url: emoji.url, staticUrl: emoji.static_url })),
    ...unicode.map((emoji): EmojiSuggestion => ({ kind: 'emoji', shortcode: emoji.shortcode, custom: false, native: emoji.native })),
  ];
  const seen = new Set<string>();
  const unique = candidates.filter((emoji) => !seen.has(emoji.shortcode) && Boolean(seen.add(emoji.shortcode)));
  const rank = (emoji: EmojiSuggestion): number => (emoji.shortcode.toLowerCase().startsWith(q) ? 0 : 1);
  return unique.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}
