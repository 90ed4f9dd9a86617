import type { PageQuery } from '../../http/pagination';
import { limitSql, pageRange } from '../../http/pagination';
import { VISIBLE_TO_VIEWER_SQL } from './visibility';
import type { Db } from '../connection';
import type { NotificationRow } from '../rows';

/**
 * Hides what the viewer would no longer want or may no longer see: notifications from accounts
 * they block, mute with notifications, or whose domain they block, and ones whose status is no
 * longer visible to them. Aliases: `n` notifications, `fa` the sender, `s` the status (LEFT JOIN).
 * Takes the viewer id 3 times, now, then the viewer id 4 times.
 */
export const WANTED_SQL = `
  NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = ? AND b.target_account_id = n.from_account_id)
  AND NOT EXISTS (SELECT 1 FROM domain_blocks d WHERE d.account_id = ? AND d.domain = lower(fa.domain))
  AND NOT EXISTS (
    SELECT 1 FROM mutes mu WHERE mu.account_id = ? AND mu.target_account_id = n.from_account_id
      AND mu.hide_notifications = 1 AND (mu.expires_at IS NULL OR mu.expires_at > ?)
  )
  AND (n.status_id IS NULL OR ${VISIBLE_TO_VIEWER_SQL})`;

/** WANTED_SQL's arguments for the viewer at `now`. */
export function wantedArgs(accountId: string, now: string): string[] {
  return [accountId, accountId, accountId, now, accountId, accountId, accountId, accountId];
}

/** The joins WANTED_SQL needs after `notifications n`. */
export const WANTED_JOINS = 'JOIN accounts fa ON fa.id = n.from_account_id LEFT JOIN statuses s ON s.id = n.status_id';

/** Which of the account's notifications a list shows (Mastodon's Notification.browserable). */
export interface NotificationBrowse {
  accountId: string;
  now: string;
  /** Only these types; all when null. */
  types: readonly string[] | null;
  /** Only from this account (filtered ones included, as Mastodon does for `account_id`). */
  fromAccountId: string | null;
  /** Also the notifications the account's policy filtered. */
  includeFiltered: boolean;
}

export interface NotificationPageQuery extends NotificationBrowse {
  page: PageQuery;
}

/** The FROM and WHERE of the notifications `query` browses, with their arguments. */
function browsed(query: NotificationBrowse): { from: string; where: string[]; args: string[] } {
  const { accountId } = query;
  const where = ['n.account_id = ?', WANTED_SQL];
  const args: string[] = [accountId, ...wantedArgs(accountId, query.now)];
  if (!query.includeFiltered && !query.fromAccountId) where.push('n.filtered = 0');
  if (query.types !== null) {
    where.push(`n.type IN (${query.types.map(() => '?').join(', ')})`);
    args.push(...query.types);
  }
  if (query.fromAccountId) {
    where.push('n.from_account_id = ?');
    args.push(query.fromAccountId);
  }
  return { from: `notifications n ${WANTED_JOINS}`, where, args };
}

/** A page of the account's notifications that it still wants, newest first. */
export function notificationsPage(db: Db, query: NotificationPageQuery): NotificationRow[] {
  const { page } = query;
  const range = pageRange('n.id', page);
  const { from, where, args } = browsed(query);
  const rows = db
    .prepare<string[], NotificationRow>(`SELECT n.* FROM ${from} WHERE ${[...where, ...range.where].join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`)
    .all(...args, ...range.params);
  return range.reverse ? rows.reverse() : rows;
}

/**
 * Walks the browsed notifications newest first (oldest first with min_id) and keeps the first
 * notification of each group until `limit` groups are found (Mastodon's paginate_groups). `groupOf`
 * names a notification's group.
 */
export function firstOfEachGroup(db: Db, query: NotificationPageQuery, groupOf: (row: NotificationRow) => string): NotificationRow[] {
  const { page } = query;
  const range = pageRange('n.id', page);
  const { from, where, args } = browsed(query);
  const statement = db.prepare<string[], NotificationRow>(`SELECT n.* FROM ${from} WHERE ${[...where, ...range.where].join(' AND ')} ORDER BY ${range.order}`);
  const seen = new Set<string>();
  const rows: NotificationRow[] = [];
  for (const row of statement.iterate(...args, ...range.params)) {
    const key = groupOf(row);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
    if (rows.length >= page.limit) break;
  }
  return range.reverse ? rows.reverse() : rows;
}

/** The browsed notifications newer than `afterId` (all when null), oldest first, at most `limit`. */
export function notificationsAfter(db: Db, query: NotificationBrowse, afterId: string | null, limit: number): NotificationRow[] {
  const { from, where, args } = browsed(query);
  if (afterId !== null) {
    where.push('n.id > ?');
    args.push(afterId);
  }
  return db.prepare<string[], NotificationRow>(`SELECT n.* FROM ${from} WHERE ${where.join(' AND ')} ORDER BY n.id ASC ${limitSql(limit)}`).all(...args);
}

/** What a new notification is written with; ungrouped and unfiltered unless said. */
export type NewNotification = Omit<NotificationRow, 'group_key' | 'filtered'> & { group_key?: string | null; filtered?: boolean };

export function findNotification(db: Db, id: string): NotificationRow | undefined {
  return db.prepare<[string], NotificationRow>('SELECT * FROM notifications WHERE id = ?').get(id);
}

export function findOwnNotification(db: Db, id: string, accountId: string): NotificationRow | undefined {
  return db.prepare<[string, string], NotificationRow>('SELECT * FROM notifications WHERE id = ? AND account_id = ?').get(id, accountId);
}

export function insertNotification(db: Db, row: NewNotification): void {
  db.prepare(
    `INSERT INTO notifications (id, account_id, from_account_id, type, status_id, created_at, group_key, filtered)
     VALUES (@id, @account_id, @from_account_id, @type, @status_id, @created_at, @group_key, @filtered)`,
  ).run({ ...row, group_key: row.group_key ?? null, filtered: row.filtered ? 1 : 0 });
}

export function clearNotifications(db: Db, accountId: string): void {
  db.prepare('DELETE FROM notifications WHERE account_id = ?').run(accountId);
}

export function deleteNotification(db: Db, id: string): void {
  db.prepare('DELETE FROM notifications WHERE id = ?').run(id);
}

/** The favourite notification `fromId` caused on the status, when they take the favourite back. */
export function deleteFavouriteNotification(db: Db, fromId: string, statusId: string): void {
  db.prepare("DELETE FROM notifications WHERE type = 'favourite' AND from_account_id = ? AND status_id = ?").run(fromId, statusId);
}

/** `fromId`'s notifications of `type` to `accountId` (a follow taken back, a request withdrawn). */
export function deleteNotificationsFrom(db: Db, accountId: string, fromId: string, type: 'follow' | 'follow_request'): void {
  db.prepare('DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND type = ?').run(accountId, fromId, type);
}

/** Every notification `fromId` caused `accountId` (they blocked `fromId`). */
export function deleteAllNotificationsFrom(db: Db, accountId: string, fromId: string): void {
  db.prepare('DELETE FROM notifications WHERE account_id = ? AND from_account_id = ?').run(accountId, fromId);
}

/** The reblog notification `fromId` caused on the status, when they undo the boost. */
export function deleteReblogNotification(db: Db, fromId: string, statusId: string): void {
  db.prepare("DELETE FROM notifications WHERE type = 'reblog' AND from_account_id = ? AND status_id = ?").run(fromId, statusId);
}

/** Whether `accountId` has a `status` notification (a belled account posted) for `statusId`. */
export function hasStatusNotification(db: Db, accountId: string, statusId: string): boolean {
  return (
    db
      .prepare<[string, string], { one: number }>(
        "SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM notifications WHERE account_id = ? AND status_id = ? AND type = 'status')",
      )
      .get(accountId, statusId) !== undefined
  );
}

/** Writes a notification as it is, even one from the account to itself. */
export function addNotification(db: Db, row: NewNotification): void {
  db.prepare('INSERT INTO notifications (id, account_id, from_account_id, type, status_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    row.id,
    row.account_id,
    row.from_account_id,
    row.type,
    row.status_id,
    row.created_at,
  );
}
