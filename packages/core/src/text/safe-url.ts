/**
 * The one guard for a URL a server sent that the app writes into `href` or `src` (issue #10).
 * Parsed as a browser parses it, with no base: only absolute http(s) URLs pass, so `javascript:`,
 * `data:`, `vbscript:`, `blob:`, relative and protocol-relative URLs and their disguises (case,
 * leading controls, tabs inside the scheme, full-width letters) are refused. The app makes no
 * `data:` or `blob:` URL of its own today; one it makes later is not a server URL and needs no guard.
 */
const WEB_SCHEME = /^https?:$/;

/** Mastodon's LINK_PROTOCOLS (lib/sanitize_ext/sanitize_config.rb): what a link inside status HTML may open. */
const LINK_SCHEME = /^(?:https?|dat|dweb|ipfs|ipns|ssb|gopher|xmpp|magnet|gemini):$/;

function parseAbsolute(url: string | null | undefined): URL | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The URL as the browser would load it when it is absolute http(s); otherwise undefined (render no link or image). */
export function safeUrl(url: string | null | undefined): string | undefined {
  const parsed = parseAbsolute(url);
  return parsed && WEB_SCHEME.test(parsed.protocol) ? parsed.href : undefined;
}

/** For links inside status and bio HTML only: http(s) plus the other schemes Mastodon lets a post link to. */
export function safeLinkUrl(url: string | null | undefined): string | undefined {
  const parsed = parseAbsolute(url);
  return parsed && LINK_SCHEME.test(parsed.protocol) ? parsed.href : undefined;
}

/**
 * For an iframe the app sandboxes with scripts (a card's embed): http(s), and never the app's own
 * origin, where an embed could reach the app's storage and pages.
 */
export function safeEmbedUrl(url: string | null | undefined, appOrigin: string): string | undefined {
  const safe = safeUrl(url);
  return safe !== undefined && new URL(safe).origin !== appOrigin ? safe : undefined;
}
