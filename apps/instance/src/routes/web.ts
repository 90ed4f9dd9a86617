import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Instance } from '../context';
import { webAppPolicy } from '../http/security-headers';
import { safeReturnTo, signInUrl } from '../pages/common';
import { escapeHtml } from '../pages/html';
import { sendServerHomePage } from '../pages/server-home';
import { vapidKeys } from '../services/web-push';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { buildInitialState, scriptSafeJson } from '../web/initial-state';

/** Paths that belong to the server, never to the web app's client-side router. */
const SERVER_PATHS = /^\/(api|oauth|auth|system|settings|filters|terms|admin|\.well-known|nodeinfo|users|avatars|headers|emoji)(\/|$)/;
/** Asset folders: a missing file there is a 404, not the app's HTML. */
const ASSET_PATHS = /^\/(packs|assets|static|sounds|fonts)\//;
/** Client routes a visitor without a session may open (public profiles, posts, timelines, tags). */
const PUBLIC_ROUTES = [
  /^\/@[^/]+(\/(with_replies|media|following|followers|\d+))?$/,
  /^\/accounts\/\d+(\/(with_replies|media|following|followers))?$/,
  /^\/statuses\/\d+(\/(reblogs|favourites))?$/,
  /^\/interact\/\d+$/,
  /^\/timelines\/(public(\/local)?|tag\/[^/]+)$/,
  /^\/(public(\/local)?|tags\/[^/]+|about|explore(\/[a-z]+)?|directory)$/,
];

function pathnameOf(request: FastifyRequest): string | null {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The file under webDir that a path names (never outside it, never a folder), relative to webDir. */
function staticFile(webDir: string, pathname: string): string | null {
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (relative === '' || relative === 'index.html' || relative.includes('\0')) return null;
  const root = path.resolve(webDir);
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) return null;
  try {
    return statSync(absolute).isFile() ? relative : null;
  } catch {
    return null;
  }
}

// The web build writes name.br and name.gz beside each script, stylesheet and text asset
// (apps/web/scripts/precompress.ts): sent as they are to a browser that accepts them.
const COMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name !== '' && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The precompressed copy of a static file the browser accepts, best first; null to send the file itself. */
function compressedCopy(webDir: string, file: string, acceptEncoding: string | undefined): { path: string; encoding: string; type: string } | null {
  const type = COMPRESSED_TYPES[path.extname(file)];
  if (!type) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of COPIES) {
    if (!accepted.has(encoding)) continue;
    const copy = path.join(path.resolve(webDir), `${file}${suffix}`);
    if (existsSync(copy)) return { path: copy, encoding, type };
  }
  return null;
}

/**
 * index.html with the CSRF meta tag, the style nonce (`<meta property="csp-nonce">`, where Vite's
 * preload helper and react-aria look for it) and the initial state in place of any placeholders.
 */
function embedState(page: string, stateJson: string, csrf: string, vapidKey: string, nonce: string): string {
  const cleaned = page
    .replace(/<script[^>]*\bid=["']initial-state["'][^>]*>[\s\S]*?<\/script>\s*/i, () => '')
    .replace(/<meta[^>]*\bname=["'](?:csrf-token|applicationServerKey)["'][^>]*>\s*/gi, () => '')
    .replace(/<meta[^>]*\bproperty=["']csp-nonce["'][^>]*>\s*/gi, () => '');
  const tags =
    `<meta name="csrf-token" content="${escapeHtml(csrf)}">\n` +
    `<meta name="applicationServerKey" content="${escapeHtml(vapidKey)}">\n` +
    `<meta property="csp-nonce" nonce="${escapeHtml(nonce)}">\n<script id="initial-state" type="application/json">${stateJson}</script>\n`;
  const head = cleaned.search(/<\/head>/i);
  return head >= 0 ? cleaned.slice(0, head) + tags + cleaned.slice(head) : tags + cleaned;
}

/**
 * The built web app (config.webDir), served as Mastodon serves its own: static files as they are,
 * and for `/` and every client route the app's index.html with the initial state embedded. Without
 * a built app, `/` says so and explains how to sign in with another client.
 */
export async function webRoutes(app: FastifyInstance, instance: Instance): Promise<void> {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request);
    if (pathname === null || SERVER_PATHS.test(pathname)) return reply.callNotFound();
    const { webDir } = instance.config;
    const indexFile = webDir ? path.join(webDir, 'index.html') : null;
    let index: string | null = null;
    try {
      index = indexFile ? readFileSync(indexFile, 'utf8') : null;
    } catch {
      index = null;
    }
    if (!webDir || index === null) return pathname === '/' ? sendServerHomePage(instance, request, reply) : reply.callNotFound();

    const file = staticFile(webDir, pathname);
    if (file) {
      // Vite names everything under packs/ by its content hash: it never changes under one name.
      const hashed = file.startsWith('packs/');
      const copy = compressedCopy(webDir, file, request.headers['accept-encoding']);
      if (!copy) return reply.sendFile(file, path.resolve(webDir), hashed ? { maxAge: '365d', immutable: true } : {});
      return reply
        .header('content-type', copy.type)
        .header('content-encoding', copy.encoding)
        .header('vary', 'accept-encoding')
        .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0')
        .send(createReadStream(copy.path));
    }
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (ASSET_PATHS.test(pathname) || (/\.[A-Za-z0-9]{1,8}$/.test(lastSegment) && !lastSegment.startsWith('@') && lastSegment !== 'index.html')) {
      return reply.callNotFound();
    }

    const session = currentSession(instance, request);
    if (!session && !PUBLIC_ROUTES.some((route) => route.test(pathname))) {
      return reply.redirect(signInUrl(safeReturnTo(request.url)), 302);
    }
    const csrf = csrfTokenFor(instance, request, reply);
    const nonce = randomBytes(16).toString('base64');
    const body = embedState(index, scriptSafeJson(buildInitialState(instance, session, request.headers['accept-language'])), csrf, vapidKeys(instance).publicKey, nonce);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', webAppPolicy(instance.config.baseUrl, nonce))
      .send(body);
  };

  // In a child context, so that this copy of @fastify/static only lends its sendFile to these routes.
  await app.register(async (child) => {
    await child.register(fastifyStatic, { root: instance.config.mediaDir, serve: false });
    child.get('/', serve);
    child.get('/*', serve);
  });
}
