import type { Instance } from '../context';
import { insertPickerEmojis } from '../db/repositories/emojis';
import { renderPng, writeMedia } from './images';
import { emojiSvg, type EmojiKind } from './svg';

const EMOJIS: readonly { shortcode: EmojiKind; category: string }[] = [
  { shortcode: 'trumpet', category: 'Music' },
  { shortcode: 'blobcat', category: 'Blobs' },
  { shortcode: 'sourdough', category: 'Food' },
  { shortcode: 'coffee', category: 'Food' },
  { shortcode: 'sparkleheart', category: 'Feelings' },
  { shortcode: 'partyparrot', category: 'Feelings' },
];

export const EMOJI_SHORTCODES: readonly string[] = EMOJIS.map((emoji) => emoji.shortcode);

/** Draws the server's custom emojis and registers them (`:trumpet:` and friends). */
export async function seedCustomEmojis(instance: Instance): Promise<void> {
  const images = await Promise.all(EMOJIS.map((emoji) => renderPng(emojiSvg(emoji.shortcode))));
  const registered: { shortcode: string; imagePath: string; category: string }[] = [];
  EMOJIS.forEach((emoji, index) => {
    const file = `custom_emojis/${emoji.shortcode}.png`;
    const image = images[index];
    if (!image) return;
    writeMedia(instance.config.mediaDir, file, image);
    registered.push({ shortcode: emoji.shortcode, imagePath: file, category: emoji.category });
  });
  insertPickerEmojis(instance.db, registered);
}
