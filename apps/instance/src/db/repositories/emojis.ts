import type { Db } from '../connection';
import { selectIn } from './in-list';

export interface EmojiRow {
  shortcode: string;
  image_path: string;
  visible_in_picker: number;
  category: string | null;
}

export function emojisByShortcodes(db: Db, shortcodes: readonly string[]): EmojiRow[] {
  return selectIn<EmojiRow>(db, shortcodes, (list) => `SELECT * FROM custom_emojis WHERE shortcode IN (${list})`);
}
