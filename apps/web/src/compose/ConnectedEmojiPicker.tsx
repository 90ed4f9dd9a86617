import { EmojiPickerDropdown, type PickedEmoji } from '@trumpet/ui/emoji';
import '@trumpet/ui/emoji.css';
import { useCallback } from 'react';
import { usePickerProps } from './usePickerProps';

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
  const picked = useCallback((emoji: PickedEmoji) => onPick(emoji.custom || !emoji.native ? `:${emoji.shortcode}:` : emoji.native), [onPick]);
  return <EmojiPickerDropdown {...usePickerProps(picked)} />;
}
