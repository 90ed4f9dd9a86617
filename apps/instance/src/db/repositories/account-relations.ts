import type { Db } from '../connection';
import type { AccountRow } from '../rows';

/** Features `targetId` on `accountId`'s profile (once). */
export function endorse(db: Db, row: { id: string; account_id: string; target_account_id: string; created_at: string }): void {
  db.prepare('INSERT OR IGNORE INTO endorsements (id, account_id, target_account_id, created_at) VALUES (@id, @account_id, @target_account_id, @created_at)').run(row);
}

export function unendorse(db: Db, accountId: string, targetId: string): void {
  db.prepare('DELETE FROM endorsements WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
}

/** `accountId`'s private note on `targetId`, written or replaced. */
export function setAccountNote(db: Db, accountId: string, targetId: string, comment: string, now: string): void {
  db.prepare(
    `INSERT INTO account_notes (account_id, target_account_id, comment, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, target_account_id) DO UPDATE SET comment = excluded.comment, updated_at = excluded.updated_at`,
  ).run(accountId, targetId, comment, now);
}

export function deleteAccountNote(db: Db, accountId: string, targetId: string): void {
  db.prepare('DELETE FROM account_notes WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
}

/** Accounts `viewerId` follows that follow `targetId`, most recent follow first. */
export function familiarFollowers(db: Db, viewerId: string, targetId: string): AccountRow[] {
  return db
    .prepare<[string, string], AccountRow>(
      `SELECT a.* FROM follows f JOIN follows mine ON mine.target_account_id = f.account_id AND mine.account_id = ?
       JOIN accounts a ON a.id = f.account_id WHERE f.target_account_id = ? ORDER BY f.id DESC`,
    )
    .all(viewerId, targetId);
}

export interface IdentityProofRow {
  provider: string;
  provider_username: string;
  proof_url: string;
  profile_url: string;
  updated_at: string;
}

export function identityProofsOf(db: Db, accountId: string): IdentityProofRow[] {
  return db
    .prepare<[string], IdentityProofRow>(
      'SELECT provider, provider_username, proof_url, profile_url, updated_at FROM identity_proofs WHERE account_id = ? ORDER BY provider, provider_username',
    )
    .all(accountId);
}

/** The first local admin, the instance's contact. */
export function localAdminId(db: Db): string | undefined {
  return db.prepare<[], { id: string }>("SELECT id FROM accounts WHERE role = 'admin' AND domain IS NULL ORDER BY id LIMIT 1").get()?.id;
}

/** Local accounts, their statuses, and the other domains known, for the instance's stats. */
export function instanceStats(db: Db): { users: number; statuses: number; domains: number } {
  const count = (sql: string): number => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  return {
    users: count('SELECT count(*) AS n FROM accounts WHERE domain IS NULL'),
    statuses: count('SELECT count(*) AS n FROM statuses s JOIN accounts a ON a.id = s.account_id WHERE a.domain IS NULL'),
    domains: count('SELECT count(DISTINCT domain) AS n FROM accounts WHERE domain IS NOT NULL'),
  };
}
