import { NATIVE_CATEGORY_IDS, type EmojiIndex, type NativeCategoryId, type NativeEmoji } from './emoji-types';

/** The fields of an emojibase compact entry (emojibase-data/en/compact.json) the index reads. */
export interface CompactEntry {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: readonly string[];
  skins?: readonly CompactEntry[];
}

/** An emojibase shortcode preset: hexcode to one shortcode or several. */
export type ShortcodeSet = Readonly<Record<string, string | readonly string[]>>;

// emojibase groups (emojibase-data/meta/groups.json): 0 smileys & emotion, 1 people & body, 2 component
// (bare skin tones and hair, never picked), 3 animals & nature, 4 food & drink, 5 travel & places,
// 6 activities, 7 objects, 8 symbols, 9 flags.
const GROUP_CATEGORY: Readonly<Record<number, NativeCategoryId>> = {
  0: 'people',
  1: 'people',
  3: 'nature',
  4: 'foods',
  5: 'places',
  6: 'activity',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
};

/** The Fitzpatrick modifiers U+1F3FB to U+1F3FF are skin tones 2 to 6. */
const TONE_MODIFIERS = ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'];

const VS16 = /\uFE0F/g;
// emojibase writes VS16 after every emoji; after a character that is drawn as emoji anyway it only costs a character.
const REDUNDANT_VS16 = /(\p{Emoji_Presentation})\uFE0F/gu;

/** Builds the picker's categories and the lookup table from emojibase compact data and a shortcode preset. */
export function buildEmojiIndex(entries: readonly CompactEntry[], shortcodes: ShortcodeSet): EmojiIndex {
  const byCategory = new Map<NativeCategoryId, NativeEmoji[]>(NATIVE_CATEGORY_IDS.map((id) => [id, []]));
  const lookup = new Map<string, NativeEmoji>();
  const sorted = [...entries].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const entry of sorted) {
    // The component group and the entries with no group (bare regional indicator letters) are never picked.
    const categoryId = entry.group === undefined ? undefined : GROUP_CATEGORY[entry.group];
    if (categoryId === undefined) continue;
    const emoji = toNativeEmoji(entry, shortcodes);
    byCategory.get(categoryId)?.push(emoji);
    for (const key of [...emoji.shortcodes, emoji.native, entry.unicode, entry.unicode.replace(VS16, ''), ...(emoji.skins ?? [])]) {
      if (!lookup.has(key)) lookup.set(key, emoji);
    }
  }
  return { categories: NATIVE_CATEGORY_IDS.map((id) => ({ id, emojis: byCategory.get(id) ?? [] })), lookup };
}

function toNativeEmoji(entry: CompactEntry, shortcodes: ShortcodeSet): NativeEmoji {
  const listed = shortcodes[entry.hexcode];
  const names = listed === undefined ? [fromLabel(entry.label)] : typeof listed === 'string' ? [listed] : [...listed];
  const skins = entry.skins ? singleToneSkins(entry.skins) : undefined;
  return {
    native: entry.unicode.replace(REDUNDANT_VS16, '$1'),
    shortcode: names[0] ?? fromLabel(entry.label),
    shortcodes: names,
    name: entry.label,
    tags: entry.tags ?? [],
    ...(skins ? { skins } : {}),
  };
}

/** One variant per tone, 2 to 6; the mixed ones (two people of different tones) are left out. */
function singleToneSkins(skins: readonly CompactEntry[]): string[] | undefined {
  const byTone = new Map<number, string>();
  for (const skin of skins) {
    const modifiers = new Set(skin.hexcode.split('-').filter((part) => TONE_MODIFIERS.includes(part)));
    const [modifier] = modifiers;
    if (modifiers.size !== 1 || modifier === undefined) continue;
    const tone = TONE_MODIFIERS.indexOf(modifier);
    if (!byTone.has(tone)) byTone.set(tone, skin.unicode);
  }
  const ordered = TONE_MODIFIERS.map((_, tone) => byTone.get(tone));
  return ordered.every((native): native is string => native !== undefined) ? ordered : undefined;
}

/** A shortcode for an emoji newer than the preset: 'hairy creature' becomes 'hairy_creature'. */
function fromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9+-]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
