import { lazyModule } from '../common/lazy-module';

const emojiData = lazyModule('emoji-index', () => import('./emoji-index').then((module) => module.emojiIndex));

/** The native emoji data, imported on first use and kept; a failed load is tried again next time. */
export const loadEmojiIndex = emojiData.load;

/** Starts loading the picker's data early (e.g. when the composer gets focus); never rejects. */
export const preloadEmojiData = emojiData.preload;
