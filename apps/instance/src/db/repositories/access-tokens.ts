import type { Db } from '../connection';

export function insertAccessToken(db: Db, row: { token: string; application_id: string | null; account_id: string | null; scopes: string; created_at: string }): void {
  db.prepare('INSERT INTO oauth_access_tokens (token, application_id, account_id, scopes, created_at) VALUES (@token, @application_id, @account_id, @scopes, @created_at)').run(row);
}
