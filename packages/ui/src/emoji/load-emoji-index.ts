import type { EmojiIndex } from './emoji-types';

let pending: Promise<EmojiIndex> | null = null;

/** The native emoji data, imported on first use and kept; a failed load is tried again next time. */
export function loadEmojiIndex(): Promise<EmojiIndex> {
  pending ??= import('./emoji-index').then(
    (module) => module.emojiIndex,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Starts loading the picker's data early (e.g. when the composer gets focus); never rejects. */
export function preloadEmojiPicker(): void {
  loadEmojiIndex().catch(() => undefined);
}
