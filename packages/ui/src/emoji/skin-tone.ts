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

export const SKIN_TONE_NAMES: Readonly<Record<SkinTone, string>> = {
  1: 'Default',
  2: 'Light',
  3: 'Medium-Light',
  4: 'Medium',
  5: 'Medium-Dark',
  6: 'Dark',
};
