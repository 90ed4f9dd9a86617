import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { randomSecret, safeEqual } from '../http/safe-equal';
import { readCookie, setCookie } from './cookies';
import { currentSession, isSecure } from './sessions';

// Forms carry `authenticity_token` (as Rails names it); scripts may send the X-CSRF-Token header.
// Signed in, the token is the session's; before sign-in it is a random value kept in its own cookie.
const PRE_SESSION_COOKIE = '_trumpet_csrf';

/** The token to embed in a form (creating the pre-session cookie when needed). */
export function csrfTokenFor(instance: Instance, request: FastifyRequest, reply: FastifyReply): string {
  const session = currentSession(instance, request);
  if (session) return session.csrfToken;
  const existing = readCookie(request, PRE_SESSION_COOKIE);
  if (existing && existing.length >= 32) return existing;
  const token = randomSecret();
  setCookie(reply, PRE_SESSION_COOKIE, token, { secure: isSecure(instance) });
  return token;
}

export function csrfValid(instance: Instance, request: FastifyRequest): boolean {
  const header = request.headers['x-csrf-token'];
  const sent = str(paramsOf(request).authenticity_token) ?? (typeof header === 'string' ? header : undefined);
  if (!sent) return false;
  const session = currentSession(instance, request);
  const expected = session ? session.csrfToken : readCookie(request, PRE_SESSION_COOKIE);
  return expected !== null && expected.length > 0 && safeEqual(sent, expected);
}
