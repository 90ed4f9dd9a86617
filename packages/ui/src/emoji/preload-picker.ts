import { preloadEmojiData } from './load-emoji-index';
import { pickerCode } from './picker-code';

/** Starts loading the picker and its data early (e.g. when the composer gets focus); never rejects. */
export function preloadEmojiPicker(): void {
  preloadEmojiData();
  pickerCode.preload();
}
