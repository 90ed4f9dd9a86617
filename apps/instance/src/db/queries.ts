import type { Db } from './connection';
import type { AccountRow, StatusRow } from './rows';

// The lookups nearly every route makes (statements are compiled once: see statement-cache.ts).

export function findAccount(db: Db, id: string): AccountRow | undefined {
  return db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
}

export function findAccountByHandle(db: Db, username: string, domain: string | null): AccountRow | undefined {
  return db
    .prepare<[string, string], AccountRow>("SELECT * FROM accounts WHERE lower(username) = lower(?) AND ifnull(lower(domain), '') = lower(?)")
    .get(username, domain ?? '');
}

export function findStatus(db: Db, id: string): StatusRow | undefined {
  return db.prepare<[string], StatusRow>('SELECT * FROM statuses WHERE id = ?').get(id);
}

export function insertStatus(db: Db, row: StatusRow): void {
  db.prepare(
    `INSERT INTO statuses (id, account_id, uri, url, text, content, spoiler_text, sensitive, visibility, language, in_reply_to_id,
      in_reply_to_account_id, reblog_of_id, conversation_id, application_id, card, created_at, edited_at)
     VALUES (@id, @account_id, @uri, @url, @text, @content, @spoiler_text, @sensitive, @visibility, @language, @in_reply_to_id,
      @in_reply_to_account_id, @reblog_of_id, @conversation_id, @application_id, @card, @created_at, @edited_at)`,
  ).run(row);
}

export function exists(db: Db, sql: string, ...params: string[]): boolean {
  return db.prepare<string[], { one: number }>(`SELECT 1 AS one WHERE EXISTS (${sql})`).get(...params) !== undefined;
}

export function isFollowing(db: Db, accountId: string, targetId: string): boolean {
  return exists(db, 'SELECT 1 FROM follows WHERE account_id = ? AND target_account_id = ?', accountId, targetId);
}

export function isBlocking(db: Db, accountId: string, targetId: string): boolean {
  return exists(db, 'SELECT 1 FROM blocks WHERE account_id = ? AND target_account_id = ?', accountId, targetId);
}

export function isMuting(db: Db, accountId: string, targetId: string, at: string): boolean {
  return exists(
    db,
    'SELECT 1 FROM mutes WHERE account_id = ? AND target_account_id = ? AND (expires_at IS NULL OR expires_at > ?)',
    accountId,
    targetId,
    at,
  );
}

export function isDomainBlocking(db: Db, accountId: string, domain: string | null): boolean {
  if (!domain) return false;
  return exists(db, 'SELECT 1 FROM domain_blocks WHERE account_id = ? AND domain = lower(?)', accountId, domain);
}
