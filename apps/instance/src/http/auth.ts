import type { FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { findLiveAccessToken } from '../db/repositories/access-tokens';
import { isSuspendedAccount } from '../db/repositories/moderation';
import { ApiError, forbidden, unauthorized } from './api-error';
import { scopeCovers, type ScopeRequirement } from './scopes';

export interface Auth {
  token: string;
  accountId: string | null;
  applicationId: string | null;
  scopes: string[];
}

/** The bearer token of a request: the Authorization header, else `access_token` in the query. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : null;
}

/** A suspended account's token reads as no valid token (the streaming server, rate limits). */
export function lookupFunctionalToken(instance: Instance, token: string | null): Auth | null {
  const auth = lookupToken(instance, token);
  return auth && !isDisabled(instance, auth) ? auth : null;
}

export function lookupToken(instance: Instance, token: string | null): Auth | null {
  if (!token) return null;
  const row = findLiveAccessToken(instance.db, token);
  if (!row) return null;
  return { token: row.token, accountId: row.account_id, applicationId: row.application_id, scopes: row.scopes.split(/\s+/) };
}

/** Whether the token belongs to a suspended account (Mastodon's `current_user.functional?` is false). */
const isDisabled = (instance: Instance, auth: Auth): boolean => auth.accountId !== null && isSuspendedAccount(instance.db, auth.accountId);

/** A suspended account's token is refused as Mastodon's require_user! refuses a user who is not functional. */
function refuseDisabled(instance: Instance, auth: Auth): void {
  if (isDisabled(instance, auth)) throw forbidden('Your login is currently disabled');
}

/**
 * The signed-in account behind the request, with the scope the call needs: else 401 (no valid
 * token), 403 (scope) or, for an app token without a user, 422 as Mastodon's `require_user!`.
 */
export function requireUser(instance: Instance, request: FastifyRequest, scope: ScopeRequirement): Auth & { accountId: string } {
  const token = tokenOf(request);
  const auth = lookupToken(instance, token);
  if (!auth) throw unauthorized();
  if (!scopeCovers(auth.scopes, scope)) throw forbidden();
  const { accountId } = auth;
  if (accountId === null) throw new ApiError(422, 'This method requires an authenticated user');
  refuseDisabled(instance, auth);
  return { ...auth, accountId };
}

/** The viewer, when a token is sent (public endpoints); a bad token is still a 401. */
export function optionalUser(instance: Instance, request: FastifyRequest, scope: ScopeRequirement): (Auth & { accountId: string | null }) | null {
  const token = tokenOf(request);
  if (!token) return null;
  const auth = lookupToken(instance, token);
  if (!auth) throw unauthorized();
  // As Mastodon's authorize_if_got_token!: an app token (no user) is held to the scope too.
  if (!scopeCovers(auth.scopes, scope)) throw forbidden();
  refuseDisabled(instance, auth);
  return auth;
}

/** Who a route lets in, checked before its params are read (a bad request without a token is a 401, as in Mastodon). */
export interface AuthRule<A> {
  check(instance: Instance, request: FastifyRequest): A;
}

/** A signed-in user whose token has `scope` (Mastodon's doorkeeper_authorize! with require_user!). */
export const signedIn = (scope: ScopeRequirement): AuthRule<Auth & { accountId: string }> => ({
  check: (instance, request) => requireUser(instance, request, scope),
});

/** Anyone; a token, when sent, must be valid and have `scope` (authorize_if_got_token!). */
export const anyViewer = (scope: ScopeRequirement): AuthRule<(Auth & { accountId: string | null }) | null> => ({
  check: (instance, request) => optionalUser(instance, request, scope),
});

/** Anyone, token or not (the instance's public documents, app registration). */
export const anyone: AuthRule<null> = { check: () => null };

/**
 * Anyone, with the viewer of a valid token when one is sent, whatever its scopes; a bad token reads
 * as none (Mastodon's controllers without `doorkeeper_authorize!` that still read `current_user`:
 * tags, trends).
 */
export const viewerIfAny: AuthRule<Auth | null> = {
  check: (instance, request) => {
    const auth = lookupToken(instance, tokenOf(request));
    return auth && !isDisabled(instance, auth) ? auth : null;
  },
};

/** Any valid token with `scope`, an app's (client_credentials) as well as a user's: doorkeeper_authorize! without require_user!. */
export const appOrUser = (scope: ScopeRequirement): AuthRule<Auth> => ({
  check: (instance, request) => {
    const auth = lookupToken(instance, tokenOf(request));
    if (!auth) throw unauthorized();
    if (!scopeCovers(auth.scopes, scope)) throw forbidden();
    refuseDisabled(instance, auth);
    return auth;
  },
});
