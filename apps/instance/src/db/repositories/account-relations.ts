import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import type { Db } from '../connection';
import { exists } from '../queries';
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

/**
 * Local accounts to suggest to `viewerId`: discoverable, not moved, not followed or asked, not
 * blocked either way, muted or dismissed; the most followed first.
 */
export function suggestedAccounts(db: Db, viewerId: string, now: string, limit: number): AccountRow[] {
  const me = viewerId;
  return db
    .prepare<[string, string, string, string, string, string, string, string, number], AccountRow>(
      `SELECT a.* FROM accounts a
       WHERE a.domain IS NULL AND a.id != ? AND a.discoverable = 1 AND a.moved_to_account_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ? AND f.target_account_id = a.id)
         AND NOT EXISTS (SELECT 1 FROM follow_requests r WHERE r.account_id = ? AND r.target_account_id = a.id)
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = a.id) OR (b.account_id = a.id AND b.target_account_id = ?))
         AND NOT EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = ? AND m.target_account_id = a.id AND (m.expires_at IS NULL OR m.expires_at > ?))
         AND NOT EXISTS (SELECT 1 FROM suggestion_dismissals d WHERE d.account_id = ? AND d.target_account_id = a.id)
       ORDER BY (SELECT count(*) FROM follows f2 WHERE f2.target_account_id = a.id) DESC, a.id DESC
       LIMIT ?`,
    )
    .all(me, me, me, me, me, me, now, me, limit);
}

export function dismissSuggestion(db: Db, accountId: string, targetId: string): void {
  db.prepare('INSERT OR IGNORE INTO suggestion_dismissals (account_id, target_account_id) VALUES (?, ?)').run(accountId, targetId);
}

/** The domains `accountId` blocks, by block id, a page at a time. */
export function domainBlocksPage(db: Db, accountId: string, page: PageQuery): { id: string; domain: string }[] {
  const range = pageRange('id', page);
  const found = db
    .prepare<string[], { id: string; domain: string }>(
      `SELECT id, domain FROM domain_blocks WHERE ${['account_id = ?', ...range.where].join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, ...range.params);
  return range.reverse ? found.reverse() : found;
}

/** When each of these mutes ends (null: never), by mute id. */
export function muteExpiries(db: Db, muteIds: readonly string[]): Map<string, string | null> {
  const expiry = db.prepare<[string], { expires_at: string | null }>('SELECT expires_at FROM mutes WHERE id = ?');
  return new Map(muteIds.map((id) => [id, expiry.get(id)?.expires_at ?? null]));
}

export function insertBlock(db: Db, row: { id: string; account_id: string; target_account_id: string; created_at: string }): void {
  db.prepare('INSERT OR IGNORE INTO blocks (id, account_id, target_account_id, created_at) VALUES (@id, @account_id, @target_account_id, @created_at)').run(row);
}

export function deleteBlock(db: Db, accountId: string, targetId: string): void {
  db.prepare('DELETE FROM blocks WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
}

/** Mutes `target_account_id`, or replaces an existing mute's options. */
export function upsertMute(
  db: Db,
  row: { id: string; account_id: string; target_account_id: string; hide_notifications: number; expires_at: string | null; created_at: string },
): void {
  db.prepare(
    `INSERT INTO mutes (id, account_id, target_account_id, hide_notifications, expires_at, created_at)
     VALUES (@id, @account_id, @target_account_id, @hide_notifications, @expires_at, @created_at)
     ON CONFLICT (account_id, target_account_id) DO UPDATE SET hide_notifications = excluded.hide_notifications, expires_at = excluded.expires_at`,
  ).run(row);
}

export function deleteMute(db: Db, accountId: string, targetId: string): void {
  db.prepare('DELETE FROM mutes WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
}

export function insertDomainBlock(db: Db, row: { id: string; account_id: string; domain: string; created_at: string }): void {
  db.prepare('INSERT OR IGNORE INTO domain_blocks (id, account_id, domain, created_at) VALUES (@id, @account_id, @domain, @created_at)').run(row);
}

export function deleteDomainBlock(db: Db, accountId: string, domain: string): void {
  db.prepare('DELETE FROM domain_blocks WHERE account_id = ? AND domain = ?').run(accountId, domain);
}

/** Accounts on `domain` that follow `accountId` or are followed by it, or asked either way. */
export function relatedAccountsOnDomain(db: Db, accountId: string, domain: string): string[] {
  return db
    .prepare<[string, string, string, string, string], { id: string }>(
      `SELECT a.id FROM accounts a WHERE lower(a.domain) = ? AND (
         EXISTS (SELECT 1 FROM follows f WHERE (f.account_id = ? AND f.target_account_id = a.id) OR (f.account_id = a.id AND f.target_account_id = ?))
         OR EXISTS (SELECT 1 FROM follow_requests r WHERE (r.account_id = ? AND r.target_account_id = a.id) OR (r.account_id = a.id AND r.target_account_id = ?)))`,
    )
    .all(domain, accountId, accountId, accountId, accountId)
    .map((row) => row.id);
}

/** A block that must be new (fails on a second one). */
export function addBlock(db: Db, row: { id: string; account_id: string; target_account_id: string; created_at: string }): void {
  db.prepare('INSERT INTO blocks (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)').run(row.id, row.account_id, row.target_account_id, row.created_at);
}

export function insertIdentityProof(db: Db, accountId: string, proof: IdentityProofRow): void {
  db.prepare('INSERT INTO identity_proofs (account_id, provider, provider_username, proof_url, profile_url, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    accountId,
    proof.provider,
    proof.provider_username,
    proof.proof_url,
    proof.profile_url,
    proof.updated_at,
  );
}

/** `accountId`'s private note on `targetId`, if any. */
export function accountNoteOf(db: Db, accountId: string, targetId: string): string | undefined {
  return db
    .prepare<[string, string], { comment: string }>('SELECT comment FROM account_notes WHERE account_id = ? AND target_account_id = ?')
    .get(accountId, targetId)?.comment;
}

/** Whether `accountId` features `targetId` on its profile. */
export function isEndorsing(db: Db, accountId: string, targetId: string): boolean {
  return exists(db, 'SELECT 1 FROM endorsements WHERE account_id = ? AND target_account_id = ?', accountId, targetId);
}
