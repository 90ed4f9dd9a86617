import type { MessageId } from '../i18n/catalogue';
import type { Translate } from '../i18n/locale-context';
import type { EmojiIndex, NativeEmoji, PickedEmoji, PickerCategoryId, PickerCustomEmoji, SkinTone } from './emoji-types';
import { matchScore, normalizeQuery } from './search-emoji';
import { withSkinTone } from './skin-tone';

export type PickerItem =
  | { kind: 'native'; key: string; native: string; shortcode: string; name: string }
  | { kind: 'custom'; key: string; shortcode: string; src: string; url: string; name: string };

export interface PickerSection {
  id: string;
  title: string;
  items: readonly PickerItem[];
}

/** Mastodon's category names (emoji-mart's strings). */
export const CATEGORY_TITLES: Readonly<Record<PickerCategoryId, MessageId>> = {
  recent: 'emoji.category.recent',
  custom: 'emoji.category.custom',
  people: 'emoji.category.people',
  nature: 'emoji.category.nature',
  foods: 'emoji.category.foods',
  activity: 'emoji.category.activity',
  places: 'emoji.category.places',
  objects: 'emoji.category.objects',
  symbols: 'emoji.category.symbols',
  flags: 'emoji.category.flags',
};

/** The most results the picker's search shows (10 lines). */
export const SEARCH_LIMIT = 80;

export function nativeItem(emoji: NativeEmoji, tone: SkinTone): PickerItem {
  return { kind: 'native', key: emoji.shortcode, native: withSkinTone(emoji, tone), shortcode: emoji.shortcode, name: emoji.name };
}

/** Animated only when the reader lets GIFs play (Mastodon's auto_play_gif). */
export function customItem(emoji: PickerCustomEmoji, autoPlayGif: boolean): PickerItem {
  const shortcode = emoji.shortcode;
  return { kind: 'custom', key: `:${shortcode}`, shortcode, src: autoPlayGif ? emoji.url : emoji.staticUrl, url: emoji.url, name: `:${shortcode}:` };
}

export function toPicked(item: PickerItem): PickedEmoji {
  return item.kind === 'native' ? { native: item.native, shortcode: item.shortcode, custom: false } : { shortcode: item.shortcode, custom: true, url: item.url };
}

/**
 * The frequently used list (ids from core's selectFrequentlyUsedEmojis: shortcodes, or characters):
 * a custom emoji of that shortcode first, else the native one, in the chosen skin tone; unknown ids are skipped.
 */
export function frequentItems(
  ids: readonly string[],
  index: EmojiIndex,
  customs: readonly PickerCustomEmoji[],
  tone: SkinTone,
  autoPlayGif: boolean,
): PickerItem[] {
  const customByShortcode = new Map(customs.map((emoji) => [emoji.shortcode, emoji]));
  const items: PickerItem[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const bare = id.replace(/^:|:$/g, '');
    const custom = customByShortcode.get(bare);
    const native = custom ? undefined : index.lookup.get(bare);
    const item = custom ? customItem(custom, autoPlayGif) : native ? nativeItem(native, tone) : null;
    if (item && !seen.has(item.key)) {
      seen.add(item.key);
      items.push(item);
    }
  }
  return items;
}

/** The custom emoji shown in the picker, by category: the uncategorised ones first as 'Custom', then A to Z. */
export function customSections(customs: readonly PickerCustomEmoji[], autoPlayGif: boolean, t: Translate): PickerSection[] {
  const groups = new Map<string, PickerCustomEmoji[]>();
  for (const emoji of customs) {
    if (!emoji.visibleInPicker) continue;
    const category = emoji.category?.trim() ?? '';
    groups.set(category, [...(groups.get(category) ?? []), emoji]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map(([category, emojis]) => ({
      id: `custom-${category}`,
      title: category === '' ? t(CATEGORY_TITLES.custom) : category,
      items: [...emojis].sort((a, b) => a.shortcode.localeCompare(b.shortcode)).map((emoji) => customItem(emoji, autoPlayGif)),
    }));
}

/** The picker's search: custom and native emoji ranked together, custom first on a tie. */
export function searchItems(
  query: string,
  index: EmojiIndex,
  customs: readonly PickerCustomEmoji[],
  tone: SkinTone,
  autoPlayGif: boolean,
  limit = SEARCH_LIMIT,
): PickerItem[] {
  const normalized = normalizeQuery(query);
  const scored: { item: () => PickerItem; score: number }[] = [];
  for (const emoji of customs) {
    if (!emoji.visibleInPicker) continue;
    const score = matchScore(normalized, [emoji.shortcode], '', emoji.category ? [emoji.category.toLowerCase()] : []);
    if (score !== null) scored.push({ item: () => customItem(emoji, autoPlayGif), score });
  }
  for (const category of index.categories) {
    for (const emoji of category.emojis) {
      const score = matchScore(normalized, emoji.shortcodes, emoji.name, emoji.tags);
      if (score !== null) scored.push({ item: () => nativeItem(emoji, tone), score });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.item());
}

/** What the grid shows for a tab. */
export function categorySections(
  category: PickerCategoryId,
  index: EmojiIndex,
  customs: readonly PickerCustomEmoji[],
  frequentlyUsed: readonly string[],
  tone: SkinTone,
  autoPlayGif: boolean,
  t: Translate,
): PickerSection[] {
  if (category === 'recent') return [{ id: 'recent', title: t(CATEGORY_TITLES.recent), items: frequentItems(frequentlyUsed, index, customs, tone, autoPlayGif) }];
  if (category === 'custom') return customSections(customs, autoPlayGif, t);
  const emojis = index.categories.find((entry) => entry.id === category)?.emojis ?? [];
  return [{ id: category, title: t(CATEGORY_TITLES[category]), items: emojis.map((emoji) => nativeItem(emoji, tone)) }];
}
