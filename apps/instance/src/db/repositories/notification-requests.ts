import type { PageQuery } from '../../http/pagination';
import { limitSql, pageRange } from '../../http/pagination';
import type { Db } from '../connection';
import type { NotificationRequestRow } from '../rows';
import { selectIn } from './in-list';

/** Mastodon's NotificationRequest::MAX_MEANINGFUL_COUNT and NotificationPolicy::MAX_MEANINGFUL_COUNT. */
export const MAX_MEANINGFUL_COUNT = 100;

/**
 * A request lives while its sender has filtered mentions or quotes (Mastodon's reconsider_existence!
 * destroys it when the last goes). Alias `r`.
 */
const LIVE_SQL = `EXISTS (
  SELECT 1 FROM notifications fn WHERE fn.account_id = r.account_id AND fn.from_account_id = r.from_account_id
    AND fn.filtered = 1 AND fn.type IN ('mention', 'quote')
)`;

/** Records a filtered mention: creates the sender's request, or moves its last status and time. */
export function upsertNotificationRequest(db: Db, row: NotificationRequestRow): void {
  db.prepare(
    `INSERT INTO notification_requests (id, account_id, from_account_id, last_status_id, created_at, updated_at)
     VALUES (@id, @account_id, @from_account_id, @last_status_id, @created_at, @updated_at)
     ON CONFLICT (account_id, from_account_id) DO UPDATE SET last_status_id = excluded.last_status_id, updated_at = excluded.updated_at`,
  ).run(row);
}

export function notificationRequestsPage(db: Db, accountId: string, page: PageQuery): NotificationRequestRow[] {
  const range = pageRange('r.id', page);
  const rows = db
    .prepare<string[], NotificationRequestRow>(
      `SELECT r.* FROM notification_requests r WHERE ${['r.account_id = ?', LIVE_SQL, ...range.where].join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, ...range.params);
  return range.reverse ? rows.reverse() : rows;
}

export function findOwnNotificationRequest(db: Db, id: string, accountId: string): NotificationRequestRow | undefined {
  return db
    .prepare<[string, string], NotificationRequestRow>(`SELECT r.* FROM notification_requests r WHERE r.id = ? AND r.account_id = ? AND ${LIVE_SQL}`)
    .get(id, accountId);
}

/** The account's requests among `ids`. */
export function ownNotificationRequests(db: Db, accountId: string, ids: readonly string[]): NotificationRequestRow[] {
  return selectIn<NotificationRequestRow>(
    db,
    ids,
    (list) => `SELECT r.* FROM notification_requests r WHERE r.id IN (${list}) AND r.account_id = @account AND ${LIVE_SQL}`,
    { account: accountId },
  );
}

export function deleteNotificationRequest(db: Db, id: string): void {
  db.prepare('DELETE FROM notification_requests WHERE id = ?').run(id);
}

/** How many filtered mentions and quotes each request stands for, capped at MAX_MEANINGFUL_COUNT. */
export function filteredCounts(db: Db, requests: readonly NotificationRequestRow[]): Map<string, number> {
  const statement = db.prepare<[string, string], { count: number }>(
    `SELECT count(*) AS count FROM (SELECT 1 FROM notifications WHERE account_id = ? AND from_account_id = ? AND filtered = 1
       AND type IN ('mention', 'quote') ${limitSql(MAX_MEANINGFUL_COUNT)})`,
  );
  return new Map(requests.map((request) => [request.id, statement.get(request.account_id, request.from_account_id)?.count ?? 0]));
}

/** NotificationPolicy#summarize!: the first MAX_MEANINGFUL_COUNT pending requests and the notifications they hold. */
export function pendingRequestsSummary(db: Db, accountId: string): { requests: number; notifications: number } {
  const requests = db
    .prepare<[string], NotificationRequestRow>(`SELECT r.* FROM notification_requests r WHERE r.account_id = ? AND ${LIVE_SQL} ${limitSql(MAX_MEANINGFUL_COUNT)}`)
    .all(accountId);
  const counts = filteredCounts(db, requests);
  return { requests: requests.length, notifications: [...counts.values()].reduce((sum, count) => sum + count, 0) };
}

/** Lets the sender's filtered notifications into the list (UnfilterNotificationsWorker). */
export function unfilterNotificationsFrom(db: Db, accountId: string, fromId: string): void {
  db.prepare('UPDATE notifications SET filtered = 0 WHERE account_id = ? AND from_account_id = ? AND filtered = 1').run(accountId, fromId);
}

/** Deletes the sender's filtered notifications (FilteredNotificationCleanupWorker). */
export function deleteFilteredNotificationsFrom(db: Db, accountId: string, fromId: string): void {
  db.prepare('DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND filtered = 1').run(accountId, fromId);
}
