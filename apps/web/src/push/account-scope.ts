import { base64UrlToBytes, bytesToBase64Url } from './base64url';

/**
 * Each signed-in account's Web Push lives in a service-worker registration of its own (a browser keeps
 * one push subscription per registration): the app's worker script again, under a scope that names the
 * account. The account key (`accountId@origin`) is written base64url: registering refuses a scope whose
 * path holds an escaped slash (https://w3c.github.io/ServiceWorker/#start-register-algorithm).
 */
const PREFIX = '/push/';

const toBase64Url = (text: string): string => bytesToBase64Url(new TextEncoder().encode(text));

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(text));
  } catch {
    return null;
  }
}

/** The path of an account's push registration scope, e.g. `/push/MTA5QGh0dHBz…/`. */
export const pushScopePath = (accountKey: string): string => `${PREFIX}${toBase64Url(accountKey)}/`;

/** The account a registration's scope (an absolute URL) belongs to; null for the app's own scope or any other. */
export function accountKeyOfScope(scope: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(scope);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(PREFIX) || url.search !== '') return null;
  const encoded = url.pathname.slice(PREFIX.length);
  if (!encoded.endsWith('/')) return null;
  const key = fromBase64Url(encoded.slice(0, -1));
  return key && pushScopePath(key) === url.pathname ? key : null;
}
