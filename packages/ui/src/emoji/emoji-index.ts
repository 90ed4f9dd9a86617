import compact from 'emojibase-data/en/compact.json';
import iamcal from 'emojibase-data/en/shortcodes/iamcal.json';
import { buildEmojiIndex } from './build-emoji-index';

// The emoji data chunk: loaded only through loadEmojiIndex's dynamic import. The compact dataset (no
// annotations beyond tags) and the iamcal shortcodes, the names Mastodon's picker uses (:+1:, :thumbsup:).
export const emojiIndex = buildEmojiIndex(compact, iamcal);
