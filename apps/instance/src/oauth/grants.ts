import type { Instance } from '../context';
import { findGrant, insertGrant, markGrantUsed } from '../db/repositories/access-grants';
import { revokeAccessToken } from '../db/repositories/access-tokens';
import { randomSecret } from '../http/safe-equal';
import { issueToken } from '../services/accounts';
import type { ApplicationRow } from './applications';
import { OAuthError } from './errors';
import { verifyCodeVerifier, type ChallengeMethod } from './pkce';

/** Authorization codes live 10 minutes, as Doorkeeper's default. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface NewGrant {
  application: ApplicationRow;
  accountId: string;
  redirectUri: string;
  scopes: readonly string[];
  codeChallenge: string | null;
  codeChallengeMethod: ChallengeMethod | null;
}

export function createGrant(instance: Instance, grant: NewGrant): string {
  const code = randomSecret();
  insertGrant(instance.db, {
    code,
    application_id: grant.application.id,
    account_id: grant.accountId,
    redirect_uri: grant.redirectUri,
    scopes: grant.scopes.join(' '),
    code_challenge: grant.codeChallenge,
    code_challenge_method: grant.codeChallenge ? grant.codeChallengeMethod : null,
    expires_at: new Date(instance.now().getTime() + CODE_LIFETIME_MS).toISOString(),
  });
  return code;
}

export interface ExchangeRequest {
  application: ApplicationRow;
  code: string;
  redirectUri: string;
  codeVerifier: string | undefined;
}

/**
 * Trades a code for a token, once. A replayed code is refused and the token it gave is revoked
 * (RFC 6749 §4.1.2); a code of another client, an expired one, a different redirect_uri or a
 * verifier that does not match the challenge are all `invalid_grant`.
 */
export function exchangeCode(instance: Instance, request: ExchangeRequest): { token: string; scopes: string } {
  const { db } = instance;
  const result = db.transaction((): { token: string; scopes: string } | null => {
    const grant = findGrant(db, request.code);
    if (!grant || grant.application_id !== request.application.id) return null;
    if (grant.used === 1) {
      if (grant.access_token) {
        revokeAccessToken(db, grant.access_token, instance.now().toISOString());
      }
      return null;
    }
    if (grant.expires_at <= instance.now().toISOString() || grant.redirect_uri !== request.redirectUri) return null;
    if (grant.code_challenge) {
      const method = grant.code_challenge_method ?? 'plain';
      if (!request.codeVerifier || !verifyCodeVerifier(request.codeVerifier, grant.code_challenge, method)) return null;
    } else if (request.codeVerifier) {
      // Doorkeeper refuses a verifier for a code that was issued without a challenge.
      return null;
    }
    const token = issueToken(instance, grant.account_id, grant.scopes, grant.application_id);
    markGrantUsed(db, grant.code, token);
    return { token, scopes: grant.scopes };
  })();
  if (!result) throw new OAuthError(400, 'invalid_grant');
  return result;
}
