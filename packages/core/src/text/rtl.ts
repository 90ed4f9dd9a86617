// Reference: mastodon/mastodon app/javascript/mastodon/rtl.js; SPEC §5 and §9.

export const RTL_THRESHOLD = 0.3;

// The ranges of Mastodon's rtl.js: Hebrew, Arabic and the right-to-left scripts between them
// (Syriac, Arabic Supplement, Thaana, N'Ko, Samaritan: U+0590–U+083F), Arabic Extended-A,
// Hebrew and Arabic presentation forms.
const RTL_CHAR = /[\u0590-\u083F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

const LINK = /https?:\/\/\S+/giu;
const MENTION = /@[\p{L}\p{M}\p{N}_]+(?:[.-][\p{L}\p{M}\p{N}_]+)*(?:@[\p{L}\p{M}\p{N}_-]+(?:\.[\p{L}\p{M}\p{N}_-]+)*)?/gu;
const HASHTAG = /#[\p{L}\p{M}\p{N}_\u200C\u00B7]+/gu;
const WHITESPACE = /\s+/gu;

/**
 * True when, after removing mentions, hashtags, links and whitespace, more than 30 % of the
 * remaining characters (code points) belong to a right-to-left script.
 */
export function isRtl(text: string): boolean {
  const rest = [...text.replace(LINK, '').replace(MENTION, '').replace(HASHTAG, '').replace(WHITESPACE, '')];
  if (rest.length === 0) return false;
  const rtl = rest.filter((char) => RTL_CHAR.test(char)).length;
  return rtl / rest.length > RTL_THRESHOLD;
}
