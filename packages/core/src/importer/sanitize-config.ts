/**
 * What status, bio and field HTML may contain once sanitised: Mastodon's own allowlist
 * (app/lib/sanitize_config.rb) plus the custom-emoji image the importer adds. Plain data, so a
 * browser passes it to DOMPurify and Node tests to DOMPurify over jsdom.
 */
export const SANITIZE_CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'span', 'a', 'del', 'pre', 'code', 'em', 'strong', 'b', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'img'],
  ALLOWED_ATTR: ['href', 'rel', 'class', 'translate', 'target', 'title', 'alt', 'src', 'draggable', 'data-original', 'data-static', 'lang', 'start', 'reversed', 'value'],
  ALLOWED_URI_REGEXP: /^(?:https?|mailto|dat|dweb|ipfs|ipns|ssb|gopher|xmpp|magnet|gemini):|^[^a-z]|^[a-z+.-]+(?:[^a-z+.\-:]|$)/i,
} as const;
