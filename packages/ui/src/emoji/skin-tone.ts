import type { MessageId } from '../i18n/catalogue';
import type { NativeEmoji, SkinTone } from './emoji-types';

/** The emoji's characters in a skin tone; the default for tone 1 and for emoji that take none. */
export function withSkinTone(emoji: NativeEmoji, tone: SkinTone): string {
  return tone === 1 ? emoji.native : (emoji.skins?.[tone - 2] ?? emoji.native);
}

const RAISED_HAND = '\u270B';
const FIRST_MODIFIER = 0x1f3fb;

/** The raised hand in a tone: the swatch of the skin tone selector. */
export function toneSwatch(tone: SkinTone): string {
  return tone === 1 ? RAISED_HAND : RAISED_HAND + String.fromCodePoint(FIRST_MODIFIER + tone - 2);
}

export const SKIN_TONE_NAMES: Readonly<Record<SkinTone, MessageId>> = {
  1: 'emoji.skin_tone.1',
  2: 'emoji.skin_tone.2',
  3: 'emoji.skin_tone.3',
  4: 'emoji.skin_tone.4',
  5: 'emoji.skin_tone.5',
  6: 'emoji.skin_tone.6',
};
