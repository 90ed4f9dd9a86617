import type { CustomEmoji } from '@trumpet/api-client';
import { createSelector } from 'reselect';
import type { RootState } from '../../store/root-reducer';

export const selectCustomEmojis = (state: RootState): CustomEmoji[] => state.customEmojis.items;
export const selectCustomEmojisLoaded = (state: RootState): boolean => state.customEmojis.loaded;

/** The ones the picker lists (`visible_in_picker`), by shortcode. */
export const selectPickerCustomEmojis = createSelector([selectCustomEmojis], (emojis): CustomEmoji[] =>
  emojis.filter((emoji) => emoji.visible_in_picker).sort((a, b) => a.shortcode.localeCompare(b.shortcode)),
);

export interface CustomEmojiCategory {
  /** null for the emojis the server files under no category. */
  category: string | null;
  emojis: CustomEmoji[];
}

/** The picker's emojis grouped by category, categories by name and the uncategorised ones last. */
export const selectCustomEmojiCategories = createSelector([selectPickerCustomEmojis], (emojis): CustomEmojiCategory[] => {
  const groups = new Map<string | null, CustomEmoji[]>();
  for (const emoji of emojis) groups.set(emoji.category, [...(groups.get(emoji.category) ?? []), emoji]);
  return [...groups.entries()]
    .map(([category, list]) => ({ category, emojis: list }))
    .sort((a, b) => (a.category === null ? 1 : b.category === null ? -1 : a.category.localeCompare(b.category)));
});
