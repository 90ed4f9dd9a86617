import type { Db } from '../connection';

/** A browser session: the account and the web access token it signed in with. */
export interface SessionRow {
  id: string;
  account_id: string;
  access_token: string;
  csrf_token: string;
  created_at: string;
}

/** The session `id`, when its token is not revoked and it was created after `oldest`. */
export function findLiveSession(db: Db, id: string, oldest: string): SessionRow | undefined {
  return db
    .prepare<[string, string], SessionRow>(
      `SELECT s.* FROM sessions s JOIN oauth_access_tokens t ON t.token = s.access_token
       WHERE s.id = ? AND t.revoked_at IS NULL AND s.created_at > ?`,
    )
    .get(id, oldest);
}

export function insertSession(db: Db, row: SessionRow): void {
  db.prepare('INSERT INTO sessions (id, account_id, access_token, csrf_token, created_at) VALUES (?, ?, ?, ?, ?)').run(
    row.id,
    row.account_id,
    row.access_token,
    row.csrf_token,
    row.created_at,
  );
}

export function deleteSession(db: Db, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}
