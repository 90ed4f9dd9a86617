import type { Db } from '../connection';
import { exists } from '../queries';

export function followRequestCount(db: Db, targetId: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM follow_requests WHERE target_account_id = ?').get(targetId)?.n ?? 0;
}

/** Whether `accountId` follows `targetId` or has asked to. */
export function followsOrRequested(db: Db, accountId: string, targetId: string): boolean {
  return (
    db
      .prepare<[string, string, string, string], { one: number }>(
        `SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM follows WHERE account_id = ? AND target_account_id = ?)
           OR EXISTS (SELECT 1 FROM follow_requests WHERE account_id = ? AND target_account_id = ?)`,
      )
      .get(accountId, targetId, accountId, targetId) !== undefined
  );
}

/** A follow or a pending request, with its options. */
export interface FollowRow {
  id: string;
  account_id: string;
  target_account_id: string;
  show_reblogs: number;
  notify: number;
  created_at: string;
}

export type FollowTable = 'follows' | 'follow_requests';

export function findFollow(db: Db, table: FollowTable, accountId: string, targetId: string): FollowRow | undefined {
  return db.prepare<[string, string], FollowRow>(`SELECT * FROM ${table} WHERE account_id = ? AND target_account_id = ?`).get(accountId, targetId);
}

export function insertFollow(db: Db, table: FollowTable, row: FollowRow): void {
  db.prepare(
    `INSERT INTO ${table} (id, account_id, target_account_id, show_reblogs, notify, created_at) VALUES (@id, @account_id, @target_account_id, @show_reblogs, @notify, @created_at)`,
  ).run(row);
}

export function updateFollowOptions(db: Db, table: FollowTable, id: string, options: Pick<FollowRow, 'show_reblogs' | 'notify'>): void {
  db.prepare(`UPDATE ${table} SET show_reblogs = ?, notify = ? WHERE id = ?`).run(options.show_reblogs, options.notify, id);
}

/** Deletes the follow or request; true when there was one. */
export function deleteFollow(db: Db, table: FollowTable, accountId: string, targetId: string): boolean {
  return db.prepare(`DELETE FROM ${table} WHERE account_id = ? AND target_account_id = ?`).run(accountId, targetId).changes > 0;
}

/** The accounts that follow `accountId`. */
export function followerIds(db: Db, accountId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>('SELECT account_id FROM follows WHERE target_account_id = ?')
    .all(accountId)
    .map((row) => row.account_id);
}

/** The followers of `accountId`, with whether each shows its boosts. */
export function followersWithReblogs(db: Db, accountId: string): { account_id: string; show_reblogs: number }[] {
  return db.prepare<[string], { account_id: string; show_reblogs: number }>('SELECT account_id, show_reblogs FROM follows WHERE target_account_id = ?').all(accountId);
}

/** The accounts waiting for `targetId` to accept them, oldest request first. */
export function followRequesterIds(db: Db, targetId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>('SELECT account_id FROM follow_requests WHERE target_account_id = ? ORDER BY id')
    .all(targetId)
    .map((row) => row.account_id);
}

/** The accounts that follow `targetId` with the bell on (told of each of its statuses). */
export function bellFollowerIds(db: Db, targetId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>('SELECT account_id FROM follows WHERE target_account_id = ? AND notify = 1')
    .all(targetId)
    .map((row) => row.account_id);
}

/** A follow or request with the default options but the bell. */
export interface NewFollow {
  id: string;
  account_id: string;
  target_account_id: string;
  notify: number;
  created_at: string;
}

/** Asks to follow unless already asked; true when asked now. */
export function requestFollowIfAbsent(db: Db, row: NewFollow): boolean {
  return (
    db
      .prepare('INSERT OR IGNORE INTO follow_requests (id, account_id, target_account_id, notify, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(row.id, row.account_id, row.target_account_id, row.notify, row.created_at).changes > 0
  );
}

export function addFollow(db: Db, row: NewFollow): void {
  db.prepare('INSERT INTO follows (id, account_id, target_account_id, notify, created_at) VALUES (?, ?, ?, ?, ?)').run(
    row.id,
    row.account_id,
    row.target_account_id,
    row.notify,
    row.created_at,
  );
}

/** The options of a follow or a pending request. */
export function followFlags(db: Db, table: FollowTable, accountId: string, targetId: string): Pick<FollowRow, 'show_reblogs' | 'notify'> | undefined {
  return db
    .prepare<[string, string], Pick<FollowRow, 'show_reblogs' | 'notify'>>(`SELECT show_reblogs, notify FROM ${table} WHERE account_id = ? AND target_account_id = ?`)
    .get(accountId, targetId);
}

/** Whether `accountId` has asked to follow `targetId`. */
export function hasRequestedFollow(db: Db, accountId: string, targetId: string): boolean {
  return exists(db, 'SELECT 1 FROM follow_requests WHERE account_id = ? AND target_account_id = ?', accountId, targetId);
}
