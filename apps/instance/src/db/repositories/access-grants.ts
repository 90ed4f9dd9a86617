import type { ChallengeMethod } from '../../oauth/pkce';
import type { Db } from '../connection';

/** An OAuth authorization code (Doorkeeper's access grant), and the token it was traded for. */
export interface GrantRow {
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

export type NewGrantRow = Omit<GrantRow, 'used' | 'access_token'>;

export function insertGrant(db: Db, row: NewGrantRow): void {
  db.prepare(
    `INSERT INTO oauth_access_grants (code, application_id, account_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.code, row.application_id, row.account_id, row.redirect_uri, row.scopes, row.code_challenge, row.code_challenge_method, row.expires_at);
}

export function findGrant(db: Db, code: string): GrantRow | undefined {
  return db.prepare<[string], GrantRow>('SELECT * FROM oauth_access_grants WHERE code = ?').get(code);
}

/** Marks the code used, with the token it gave (so a replay can revoke it). */
export function markGrantUsed(db: Db, code: string, accessToken: string): void {
  db.prepare('UPDATE oauth_access_grants SET used = 1, access_token = ? WHERE code = ?').run(accessToken, code);
}
