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

/** The emojis offered in the picker, by shortcode. */
export function pickerEmojis(db: Db): EmojiRow[] {
  return db.prepare<[], EmojiRow>('SELECT * FROM custom_emojis WHERE visible_in_picker = 1 ORDER BY shortcode').all();
}

/** Registers custom emojis shown in the picker; a shortcode already there is kept. */
export function insertPickerEmojis(db: Db, emojis: readonly { shortcode: string; imagePath: string; category: string }[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO custom_emojis (shortcode, image_path, visible_in_picker, category) VALUES (?, ?, 1, ?)');
  for (const emoji of emojis) insert.run(emoji.shortcode, emoji.imagePath, emoji.category);
}
