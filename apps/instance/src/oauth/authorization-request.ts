import type { Instance } from '../context';
import { bool, str } from '../http/param-readers';
import { findApplicationByClientId, OOB_REDIRECT_URI, redirectUrisOf, scopesOf, type ApplicationRow } from './applications';
import { describeOAuthError, type OAuthErrorCode } from './errors';
import { isValidChallenge, readChallengeMethod, type ChallengeMethod } from './pkce';
import { scopesAllowed, splitScopes } from './scopes';

/** A checked GET (or POST) /oauth/authorize. */
export interface AuthorizationRequest {
  application: ApplicationRow;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  codeChallenge: string | null;
  codeChallengeMethod: ChallengeMethod | null;
  forceLogin: boolean;
}

export type CheckedAuthorization =
  | { kind: 'ok'; request: AuthorizationRequest }
  /** Shown as a 400 page: the client or its redirect_uri cannot be trusted with a redirect. */
  | { kind: 'page'; message: string }
  /** Sent back to the client's (registered) redirect_uri. */
  | { kind: 'redirect'; location: string };

/** `uri` with `params` added to its query (keeping what it already has). */
export function redirectWith(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export function checkAuthorization(instance: Instance, params: Record<string, unknown>): CheckedAuthorization {
  const clientId = str(params.client_id);
  const application = clientId ? findApplicationByClientId(instance, clientId) : undefined;
  if (!application) return { kind: 'page', message: 'The application is unknown: client_id does not name a registered client.' };

  const registered = redirectUrisOf(application);
  // As Doorkeeper: without redirect_uri, an app with a single one uses it.
  const redirectUri = str(params.redirect_uri) || (registered.length === 1 ? registered[0] : undefined);
  if (!redirectUri || !registered.includes(redirectUri)) {
    return { kind: 'page', message: 'The redirect URI is not one this application registered.' };
  }
  if (redirectUri !== OOB_REDIRECT_URI && !URL.canParse(redirectUri)) return { kind: 'page', message: 'The redirect URI is not a valid URL.' };

  const state = str(params.state);
  const fail = (code: OAuthErrorCode, description = describeOAuthError(code)): CheckedAuthorization =>
    redirectUri === OOB_REDIRECT_URI
      ? { kind: 'page', message: description }
      : { kind: 'redirect', location: redirectWith(redirectUri, { error: code, error_description: description, state }) };

  if (str(params.response_type) !== 'code') return fail('unsupported_response_type');
  const scopes = splitScopes(str(params.scope) ?? str(params.scopes));
  if (!scopesAllowed(scopes, scopesOf(application))) return fail('invalid_scope');

  const challenge = str(params.code_challenge) || null;
  const method = readChallengeMethod(str(params.code_challenge_method));
  if (challenge !== null && (method === null || !isValidChallenge(challenge))) {
    return fail('invalid_request', 'The code challenge or its method is not valid (use S256).');
  }
  return {
    kind: 'ok',
    request: {
      application,
      redirectUri,
      scopes,
      state,
      codeChallenge: challenge,
      codeChallengeMethod: challenge ? method : null,
      forceLogin: bool(params.force_login) === true,
    },
  };
}

/** The fields that carry an authorization request through the sign-in and approval forms. */
export function authorizationFields(request: AuthorizationRequest): Record<string, string> {
  const fields: Record<string, string> = {
    response_type: 'code',
    client_id: request.application.client_id,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(' '),
  };
  if (request.state !== undefined) fields.state = request.state;
  if (request.codeChallenge) {
    fields.code_challenge = request.codeChallenge;
    fields.code_challenge_method = request.codeChallengeMethod ?? 'plain';
  }
  return fields;
}

/** The authorize URL to come back to after signing in (without force_login, or it would loop). */
export const authorizeUrlOf = (request: AuthorizationRequest): string =>
  `/oauth/authorize?${new URLSearchParams(authorizationFields(request)).toString()}`;
