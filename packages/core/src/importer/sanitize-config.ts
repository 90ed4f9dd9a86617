/**
 * What status, bio, field and poll HTML may hold once sanitised: Mastodon's allowlist
 * (lib/sanitize_ext/sanitize_config.rb, MASTODON_STRICT) plus the custom-emoji image the importer
 * adds. Plain data and pure rules: `createHtmlSanitizer` applies them through a DOMPurify instance.
 */
export const SANITIZE_CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'span', 'a', 'del', 's', 'pre', 'blockquote', 'code', 'b', 'strong', 'u', 'i', 'em', 'ul', 'ol', 'li', 'ruby', 'rt', 'rp', 'img'],
  // Mastodon's attributes (lang; a: href rel class translate; span: class translate; p: class;
  // ol: start reversed; li: value), target for links, and the custom-emoji image's own.
  ALLOWED_ATTR: ['lang', 'href', 'rel', 'target', 'class', 'translate', 'start', 'reversed', 'value', 'alt', 'title', 'src', 'draggable', 'data-original', 'data-static'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify tests every kept attribute's value with this: a link scheme, or a value that is no
  // URL ("false", "3"). The hook's safeLinkUrl / safeUrl (text/safe-url.ts) has the last word on URLs.
  ALLOWED_URI_REGEXP: /^(?:https?|dat|dweb|ipfs|ipns|ssb|gopher|xmpp|magnet|gemini):|^[^a-z]|^[a-z+.-]+(?:[^a-z+.\-:]|$)/i,
} as const;

/**
 * Mastodon's ALLOWED_CLASS_TRANSFORMER: microformats (`h-`, `p-`, `u-`, `dt-`, `e-`), `mention`,
 * `hashtag`, `ellipsis`, `invisible` and `quote-inline`; on `img` only the importer's custom-emoji
 * classes. Every other class (the app's own `t-*` and `w-*` among them) is dropped.
 */
export function isAllowedClass(tag: string, name: string): boolean {
  return tag === 'img' ? /^(?:emojione|custom-emoji)$/.test(name) : /^(?:(?:h|p|u|dt|e)-.|(?:mention|hashtag|ellipsis|invisible|quote-inline)$)/.test(name);
}

/** Every link opens in a new tab, without the opener, the referrer or the author's endorsement. */
export const LINK_REL = 'nofollow noopener noreferrer';
