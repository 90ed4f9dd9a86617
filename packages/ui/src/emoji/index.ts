export { EmojiPickerDropdown, PICKER_WIDTH, type EmojiPickerDropdownProps } from './EmojiPickerDropdown';
export { searchEmoji } from './search-emoji';
export { loadEmojiIndex } from './load-emoji-index';
export { preloadEmojiPicker } from './preload-picker';
export { SKIN_TONES, type SkinTone, type PickedEmoji, type PickerCustomEmoji, type EmojiIndex, type NativeEmoji } from './emoji-types';
