/** SPEC §9 "Skin tone default 1, 6 tones": 1 is the default yellow, 2 to 6 light to dark. */
export type SkinTone = 1 | 2 | 3 | 4 | 5 | 6;

export const SKIN_TONES: readonly SkinTone[] = [1, 2, 3, 4, 5, 6];

/** What a pick hands to the composer: a native character, or a custom emoji's shortcode. */
export interface PickedEmoji {
  /** The character to insert, with the chosen skin tone (native emoji only). */
  native?: string;
  /** The id counted in the frequently used list: a native emoji's first shortcode ('+1'), or the custom shortcode. */
  shortcode: string;
  custom: boolean;
  /** The custom emoji's image. */
  url?: string;
}

/** A server's custom emoji (GET /api/v1/custom_emojis), as the picker needs it. */
export interface PickerCustomEmoji {
  shortcode: string;
  url: string;
  staticUrl: string;
  category?: string | null;
  visibleInPicker: boolean;
}

/** The picker's categories in tab order (SPEC §2 compose form). */
export type PickerCategoryId = 'recent' | 'custom' | NativeCategoryId;

export type NativeCategoryId = 'people' | 'nature' | 'foods' | 'activity' | 'places' | 'objects' | 'symbols' | 'flags';

export const NATIVE_CATEGORY_IDS: readonly NativeCategoryId[] = ['people', 'nature', 'foods', 'activity', 'places', 'objects', 'symbols', 'flags'];

export interface NativeEmoji {
  native: string;
  /** Its id: the first Slack-style (iamcal) shortcode, as Mastodon's picker names it ('+1', 'joy'). */
  shortcode: string;
  /** Every shortcode, the id first. */
  shortcodes: readonly string[];
  /** The CLDR name, e.g. 'thumbs up'. */
  name: string;
  tags: readonly string[];
  /** The characters for skin tones 2 to 6, when the emoji takes one. */
  skins?: readonly string[];
}

export interface NativeCategory {
  id: NativeCategoryId;
  emojis: readonly NativeEmoji[];
}

/** The native emoji the picker and the ':' autosuggest work from, built once from emojibase. */
export interface EmojiIndex {
  categories: readonly NativeCategory[];
  /** Every emoji by each of its shortcodes and by its characters (with and without VS16, and each skin). */
  lookup: ReadonlyMap<string, NativeEmoji>;
}
