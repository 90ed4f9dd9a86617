import { emojiUsed, selectCustomEmojis, selectFrequentlyUsedEmojis, settingChanged } from '@trumpet/core';
import type { EmojiPickerDropdownProps, PickedEmoji, PickerCustomEmoji } from '@trumpet/ui/emoji';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/** What every emoji picker of the app takes from the store: the server's emoji, use counts, skin tone; a pick counts as a use. */
export function usePickerProps(onPick: (emoji: PickedEmoji) => void): Omit<EmojiPickerDropdownProps, 'isDisabled' | 'className' | 'label' | 'loadIndex'> {
  const dispatch = useAppDispatch();
  const custom = useAppSelector(selectCustomEmojis);
  const frequentlyUsed = useAppSelector(selectFrequentlyUsedEmojis);
  const skinTone = useAppSelector((state) => state.settings.skinTone);
  const autoPlayGif = useAppSelector((state) => state.meta.auto_play_gif);
  const customEmojis = useMemo<PickerCustomEmoji[]>(
    () =>
      custom.map((emoji) => ({
        shortcode: emoji.shortcode,
        url: emoji.url,
        staticUrl: emoji.static_url,
        category: emoji.category ?? null,
        visibleInPicker: emoji.visible_in_picker,
      })),
    [custom],
  );
  const pick = useCallback(
    (emoji: PickedEmoji) => {
      dispatch(emojiUsed({ id: emoji.shortcode }));
      onPick(emoji);
    },
    [dispatch, onPick],
  );
  return {
    customEmojis,
    frequentlyUsed,
    skinTone,
    onSkinTone: (tone) => dispatch(settingChanged({ path: ['skinTone'], value: tone })),
    onPick: pick,
    autoPlayGif,
  };
}
