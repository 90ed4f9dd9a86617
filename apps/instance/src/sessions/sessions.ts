import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { revokeAccessToken } from '../db/repositories/access-tokens';
import { deleteSession, findLiveSession, insertSession } from '../db/repositories/sessions';
import type { AccountRow } from '../db/rows';
import { randomSecret } from '../http/safe-equal';
import { ensureWebApplication, WEB_SCOPES } from '../oauth/applications';
import { issueToken } from '../services/accounts';
import { isSuspended } from '../policies/moderation';
import { clearCookie, readCookie, setCookie } from './cookies';

export const SESSION_COOKIE = '_trumpet_session';
const SESSION_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/** A signed-in browser: the account, and the access token the web app uses for it. */
export interface BrowserSession {
  id: string;
  account: AccountRow;
  accessToken: string;
  csrfToken: string;
}

export const isSecure = (instance: Instance): boolean => instance.config.baseUrl.startsWith('https:');

const resolved = new WeakMap<FastifyRequest, BrowserSession | null>();

/** The request's browser session, if its cookie names a live one (its token not revoked, not expired). */
export function currentSession(instance: Instance, request: FastifyRequest): BrowserSession | null {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const id = readCookie(request, SESSION_COOKIE);
  const session = id ? loadSession(instance, id) : null;
  resolved.set(request, session);
  return session;
}

function loadSession(instance: Instance, id: string): BrowserSession | null {
  const oldest = new Date(instance.now().getTime() - SESSION_LIFETIME_SECONDS * 1000).toISOString();
  const row = findLiveSession(instance.db, id, oldest);
  const account = row ? findAccount(instance.db, row.account_id) : undefined;
  // A suspended account's sessions stay in the table and work again when the suspension is lifted.
  if (!row || !account || isSuspended(account)) return null;
  return { id: row.id, account, accessToken: row.access_token, csrfToken: row.csrf_token };
}

/** Signs the browser in as `account`: a new session (never a reused id) with its own web token. */
export function startSession(instance: Instance, request: FastifyRequest, reply: FastifyReply, account: AccountRow): BrowserSession {
  const previous = currentSession(instance, request);
  if (previous) endSession(instance, request, reply, previous);
  const web = ensureWebApplication(instance);
  const session: BrowserSession = {
    id: randomSecret(),
    account,
    accessToken: issueToken(instance, account.id, WEB_SCOPES, web.id),
    csrfToken: randomSecret(),
  };
  insertSession(instance.db, {
    id: session.id,
    account_id: account.id,
    access_token: session.accessToken,
    csrf_token: session.csrfToken,
    created_at: instance.now().toISOString(),
  });
  setCookie(reply, SESSION_COOKIE, session.id, { maxAgeSeconds: SESSION_LIFETIME_SECONDS, secure: isSecure(instance) });
  resolved.set(request, session);
  return session;
}

/** Signs out: the session is deleted and its token revoked, so the web app's copy stops working too. */
export function endSession(instance: Instance, request: FastifyRequest, reply: FastifyReply, session: BrowserSession): void {
  instance.db.transaction(() => {
    deleteSession(instance.db, session.id);
    revokeAccessToken(instance.db, session.accessToken, instance.now().toISOString());
  })();
  clearCookie(reply, SESSION_COOKIE, isSecure(instance));
  resolved.set(request, null);
}
