import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import { NOT_FILTERED_FOR_VIEWER_SQL } from './visibility';
import type { Db } from '../connection';

/** A participant's view of a direct conversation. */
export interface AccountConversationRow {
  id: string;
  account_id: string;
  conversation_id: string;
  /** The other participants' ids, as a JSON array. */
  participant_ids: string;
  last_status_id: string | null;
  unread: number;
  updated_at: string;
}

/**
 * A page of the account's conversations by their last status, newest first (Mastodon's
 * AccountConversation.to_a_paginated_by_id), leaving out those whose last status comes from
 * someone the account blocks or mutes.
 */
export function conversationsPage(db: Db, accountId: string, now: string, page: PageQuery): AccountConversationRow[] {
  const range = pageRange('ac.last_status_id', page);
  const rows = db
    .prepare<string[], AccountConversationRow>(
      `SELECT ac.* FROM account_conversations ac JOIN statuses s ON s.id = ac.last_status_id
       WHERE ac.account_id = ? AND ${NOT_FILTERED_FOR_VIEWER_SQL} ${range.where.map((w) => `AND ${w}`).join(' ')}
       ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, accountId, accountId, accountId, accountId, now, ...range.params);
  return range.reverse ? rows.reverse() : rows;
}

export function findOwnConversation(db: Db, id: string, accountId: string): AccountConversationRow | undefined {
  return db.prepare<[string, string], AccountConversationRow>('SELECT * FROM account_conversations WHERE id = ? AND account_id = ?').get(id, accountId);
}

export function markConversationRead(db: Db, id: string): void {
  db.prepare('UPDATE account_conversations SET unread = 0 WHERE id = ?').run(id);
}

export function deleteAccountConversation(db: Db, id: string): void {
  db.prepare('DELETE FROM account_conversations WHERE id = ?').run(id);
}

/** The participants' views of a conversation that lost their last status. */
export function orphanedConversations(db: Db, conversationId: string): { id: string; account_id: string }[] {
  return db
    .prepare<[string], { id: string; account_id: string }>('SELECT id, account_id FROM account_conversations WHERE conversation_id = ? AND last_status_id IS NULL')
    .all(conversationId);
}

/** The newest direct status of the conversation that `accountId` wrote or was mentioned in. */
export function latestDirectStatusFor(db: Db, conversationId: string, accountId: string): string | undefined {
  return db
    .prepare<[string, string, string], { id: string }>(
      `SELECT s.id FROM statuses s WHERE s.conversation_id = ? AND s.visibility = 'direct'
         AND (s.account_id = ? OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?))
       ORDER BY s.id DESC LIMIT 1`,
    )
    .get(conversationId, accountId, accountId)?.id;
}

export function setConversationLastStatus(db: Db, id: string, statusId: string): void {
  db.prepare('UPDATE account_conversations SET last_status_id = ? WHERE id = ?').run(statusId, id);
}

/** A participant's view of the conversation moves to its new last status; its id (kept if it existed). */
export function upsertAccountConversation(db: Db, row: AccountConversationRow): string | undefined {
  db.prepare(
    `INSERT INTO account_conversations (id, account_id, conversation_id, participant_ids, last_status_id, unread, updated_at)
     VALUES (@id, @account_id, @conversation_id, @participant_ids, @last_status_id, @unread, @updated_at)
     ON CONFLICT (account_id, conversation_id) DO UPDATE SET
       participant_ids = excluded.participant_ids, last_status_id = excluded.last_status_id,
       unread = excluded.unread, updated_at = excluded.updated_at`,
  ).run(row);
  return db
    .prepare<[string, string], { id: string }>('SELECT id FROM account_conversations WHERE account_id = ? AND conversation_id = ?')
    .get(row.account_id, row.conversation_id)?.id;
}
