import type { Instance } from '../context';
import { mediaUrl } from './urls';

export interface EmojiJson {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category: string | null;
}

interface EmojiRow {
  shortcode: string;
  image_path: string;
  visible_in_picker: number;
  category: string | null;
}

export function serializeEmoji(instance: Instance, row: EmojiRow): EmojiJson {
  const url = mediaUrl(instance, row.image_path);
  return { shortcode: row.shortcode, url, static_url: url, visible_in_picker: row.visible_in_picker === 1, category: row.category };
}

/** The custom emojis a piece of text uses (`:shortcode:`), as Mastodon lists them beside it. */
export function emojisIn(instance: Instance, ...texts: string[]): EmojiJson[] {
  const codes = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/:([a-zA-Z0-9_]{2,}):/g)) if (match[1]) codes.add(match[1]);
  if (codes.size === 0) return [];
  const rows = instance.db
    .prepare<string[], EmojiRow>(`SELECT * FROM custom_emojis WHERE shortcode IN (${[...codes].map(() => '?').join(',')})`)
    .all(...codes);
  return rows.map((row) => serializeEmoji(instance, row));
}
