import type { Instance } from '../context';
import { emojisByShortcodes, type EmojiRow } from '../db/repositories/emojis';
import { mediaUrl } from './urls';

export interface EmojiJson {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category: string | null;
}

export function serializeEmoji(instance: Instance, row: EmojiRow): EmojiJson {
  const url = mediaUrl(instance, row.image_path);
  return { shortcode: row.shortcode, url, static_url: url, visible_in_picker: row.visible_in_picker === 1, category: row.category };
}

function shortcodesIn(texts: Iterable<string>): string[] {
  const codes = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/:([a-zA-Z0-9_]{2,}):/g)) if (match[1]) codes.add(match[1]);
  return [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The custom emojis some texts use (`:shortcode:`), in shortcode order, as Mastodon lists them beside the text. */
export type EmojiLookup = (...texts: string[]) => EmojiJson[];

/** Loads, in one query, the emojis any of `texts` uses; the lookup then answers for any of them. */
export function loadEmojis(instance: Instance, texts: Iterable<string>): EmojiLookup {
  const codes = shortcodesIn(texts);
  if (codes.length === 0) return () => [];
  const known = new Map(emojisByShortcodes(instance.db, codes).map((row) => [row.shortcode, serializeEmoji(instance, row)]));
  return (...used) => shortcodesIn(used).flatMap((code) => known.get(code) ?? []);
}

export function emojisIn(instance: Instance, ...texts: string[]): EmojiJson[] {
  return loadEmojis(instance, texts)(...texts);
}
