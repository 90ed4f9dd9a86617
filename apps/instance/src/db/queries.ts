import type { Db } from './connection';

// The lookups nearly every route makes (statements are compiled once: see statement-cache.ts).

export { findAccount, findAccountByHandle } from './repositories/accounts';
export { findStatus, insertStatus } from './repositories/statuses';

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
