import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';

type Directives = Record<string, readonly string[]>;

const serialise = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** `http://host:port` and the `ws://host:port` its streaming API answers on (https → wss). */
function ownOrigins(baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * The policy of the web app's pages (index.html with the initial state). What the app loads:
 * its own scripts and styles from /packs (`'self'`); media from any https server it reads
 * statuses from, and the instance's own origin (which may be plain http on a LAN or in tests);
 * the API and streaming socket of every account signed in, which the sign-in form lets be any
 * Mastodon server, so any https:/wss: origin plus this instance's own http/ws origin. A nonce
 * (also put in `<meta property="csp-nonce">`) is only for the one `<style>` react-aria injects
 * while a modal is open on iOS; nothing else may add styles.
 */
export function webAppPolicy(baseUrl: string, nonce: string): string {
  const [own = "'self'", ownSocket = "'self'"] = ownOrigins(baseUrl);
  return serialise({
    'default-src': ["'none'"],
    'script-src': ["'self'", own],
    'style-src': ["'self'", own, `'nonce-${nonce}'`],
    'img-src': ["'self'", own, 'https:', 'data:', 'blob:'],
    'media-src': ["'self'", own, 'https:', 'blob:'],
    'font-src': ["'self'", own],
    'connect-src': ["'self'", own, ownSocket, 'https:', 'wss:'],
    'frame-src': ['https:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The policy of the server-rendered pages (sign-in, authorize, settings): no script at all, the one
 * inline stylesheet by its hash. `formAction: 'any'` is for the authorize page, whose form answers
 * with a redirect to the application's redirect_uri (any scheme): browsers check form-action
 * against that redirect too.
 */
export function serverPagePolicy(stylesheet: string, formAction: 'self' | 'any' = 'self'): string {
  const styleHash = `'sha256-${createHash('sha256').update(stylesheet, 'utf8').digest('base64')}'`;
  return serialise({
    'default-src': ["'none'"],
    'style-src': [styleHash],
    'img-src': ["'self'", 'https:', 'data:'],
    ...(formAction === 'self' ? { 'form-action': ["'self'"] } : {}),
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Every response: `X-Content-Type-Options: nosniff` (so no asset, upload or API answer is ever
 * sniffed into script or HTML) and, unless a route chose its own, Mastodon's default
 * `Referrer-Policy`.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
