import type { Db } from '../connection';

export function insertAccessToken(db: Db, row: { token: string; application_id: string | null; account_id: string | null; scopes: string; created_at: string }): void {
  db.prepare('INSERT INTO oauth_access_tokens (token, application_id, account_id, scopes, created_at) VALUES (@token, @application_id, @account_id, @scopes, @created_at)').run(row);
}

/** A token that is not revoked, with its account, app and scopes. */
export interface LiveAccessTokenRow {
  token: string;
  account_id: string | null;
  application_id: string | null;
  scopes: string;
}

export function findLiveAccessToken(db: Db, token: string): LiveAccessTokenRow | undefined {
  return db
    .prepare<[string], LiveAccessTokenRow>(
      `SELECT t.token, t.account_id, t.application_id, t.scopes FROM oauth_access_tokens t
       WHERE t.token = ? AND t.revoked_at IS NULL`,
    )
    .get(token);
}

/** A token (revoked or not) with the app it was issued to. */
export function findAccessTokenApplication(db: Db, token: string): { token: string; application_id: string | null } | undefined {
  return db.prepare<[string], { token: string; application_id: string | null }>('SELECT token, application_id FROM oauth_access_tokens WHERE token = ?').get(token);
}

/** Revokes the token at `now`, unless it is revoked already. */
export function revokeAccessToken(db: Db, token: string, now: string): void {
  db.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now, token);
}
