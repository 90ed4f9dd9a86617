import { emojiUsed, selectCustomEmojis, selectFrequentlyUsedEmojis, settingChanged } from '@trumpet/core';
import { EmojiPickerDropdown, type PickedEmoji, type PickerCustomEmoji } from '@trumpet/ui/emoji';
import '@trumpet/ui/emoji.css';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/**
 * Puts an emoji at the caret: a custom one as its `:shortcode:` with a space before it when glued
 * to a word (Mastodon's insertEmoji), and a space after either unless one follows already.
 */
export function insertEmoji(text: string, position: number, emoji: string): { text: string; caret: number } {
  const at = Math.max(0, Math.min(position, text.length));
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = emoji.startsWith(':') && before.length > 0 && !/\s$/.test(before) ? ' ' : '';
  const trail = /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${emoji}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: at + inserted.length };
}

/** The emoji picker of SPEC §2 on core's custom emojis, skin tone and use counts. */
export function ConnectedEmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
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
  const pick = (emoji: PickedEmoji) => {
    dispatch(emojiUsed({ id: emoji.shortcode }));
    onPick(emoji.custom || !emoji.native ? `:${emoji.shortcode}:` : emoji.native);
  };
  return (
    <EmojiPickerDropdown
      customEmojis={customEmojis}
      frequentlyUsed={frequentlyUsed}
      skinTone={skinTone}
      onSkinTone={(tone) => dispatch(settingChanged({ path: ['skinTone'], value: tone }))}
      onPick={pick}
      autoPlayGif={autoPlayGif}
    />
  );
}
