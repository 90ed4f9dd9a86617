import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import { VISIBLE_TO_VIEWER_SQL } from './visibility';
import type { Db } from '../connection';
import type { StatusRow } from '../rows';

/**
 * A page of the statuses `accountId` favourited or bookmarked that it may still see, newest mark
 * first, each with its mark's id (the page's cursor).
 */
export function markedStatusesPage(db: Db, table: 'favourites' | 'bookmarks', accountId: string, page: PageQuery): (StatusRow & { mark_id: string })[] {
  const range = pageRange('m.id', page);
  const rows = db
    .prepare<string[], StatusRow & { mark_id: string }>(
      `SELECT s.*, m.id AS mark_id FROM ${table} m JOIN statuses s ON s.id = m.status_id
       WHERE m.account_id = ? AND ${VISIBLE_TO_VIEWER_SQL} ${range.where.map((w) => `AND ${w}`).join(' ')}
       ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, accountId, accountId, accountId, accountId, ...range.params);
  return range.reverse ? rows.reverse() : rows;
}

/** A mark of one account on one status (a favourite, bookmark or pin). */
export interface StatusMark {
  id: string;
  account_id: string;
  status_id: string;
  created_at: string;
}

/** Adds the mark unless the account has it already; true when added. */
export function addMark(db: Db, table: 'favourites' | 'bookmarks' | 'status_pins', mark: StatusMark): boolean {
  return db.prepare(`INSERT OR IGNORE INTO ${table} (id, account_id, status_id, created_at) VALUES (@id, @account_id, @status_id, @created_at)`).run(mark).changes > 0;
}

/** Removes the account's mark on the status; true when there was one. */
export function removeMark(db: Db, table: 'favourites' | 'bookmarks' | 'status_pins', accountId: string, statusId: string): boolean {
  return db.prepare(`DELETE FROM ${table} WHERE account_id = ? AND status_id = ?`).run(accountId, statusId).changes > 0;
}

export function hasPinned(db: Db, accountId: string, statusId: string): boolean {
  return db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM status_pins WHERE account_id = ? AND status_id = ?').get(accountId, statusId) !== undefined;
}

export function pinCount(db: Db, accountId: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM status_pins WHERE account_id = ?').get(accountId)?.n ?? 0;
}

export function muteConversationOf(db: Db, accountId: string, conversationId: string): void {
  db.prepare('INSERT OR IGNORE INTO conversation_mutes (account_id, conversation_id) VALUES (?, ?)').run(accountId, conversationId);
}

export function unmuteConversationOf(db: Db, accountId: string, conversationId: string): void {
  db.prepare('DELETE FROM conversation_mutes WHERE account_id = ? AND conversation_id = ?').run(accountId, conversationId);
}

/** Adds the mark unless the account has it already (positional form); true when added. */
export function addMarkIfAbsent(db: Db, table: 'favourites' | 'bookmarks' | 'status_pins', mark: StatusMark): boolean {
  return (
    db.prepare(`INSERT OR IGNORE INTO ${table} (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)`).run(mark.id, mark.account_id, mark.status_id, mark.created_at)
      .changes > 0
  );
}
