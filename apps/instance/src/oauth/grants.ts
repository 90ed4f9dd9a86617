import type { Instance } from '../context';
import { randomSecret } from '../http/safe-equal';
import { issueToken } from '../services/accounts';
import type { ApplicationRow } from './applications';
import { OAuthError } from './errors';
import { verifyCodeVerifier, type ChallengeMethod } from './pkce';

/** Authorization codes live 10 minutes, as Doorkeeper's default. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

interface GrantRow {
  code: string;
  application_id: string;
  account_id: string;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  code_challenge_method: ChallengeMethod | null;
  expires_at: string;
  used: number;
  access_token: string | null;
}

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
  instance.db
    .prepare(
      `INSERT INTO oauth_access_grants (code, application_id, account_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      code,
      grant.application.id,
      grant.accountId,
      grant.redirectUri,
      grant.scopes.join(' '),
      grant.codeChallenge,
      grant.codeChallenge ? grant.codeChallengeMethod : null,
      new Date(instance.now().getTime() + CODE_LIFETIME_MS).toISOString(),
    );
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
    const grant = db.prepare<[string], GrantRow>('SELECT * FROM oauth_access_grants WHERE code = ?').get(request.code);
    if (!grant || grant.application_id !== request.application.id) return null;
    if (grant.used === 1) {
      if (grant.access_token) {
        db.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(instance.now().toISOString(), grant.access_token);
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
    db.prepare('UPDATE oauth_access_grants SET used = 1, access_token = ? WHERE code = ?').run(token, grant.code);
    return { token, scopes: grant.scopes };
  })();
  if (!result) throw new OAuthError(400, 'invalid_grant');
  return result;
}
