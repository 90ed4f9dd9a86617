import { limitSql } from '../../http/pagination';
import type { Db } from '../connection';
import type { NotificationRow } from '../rows';
import { WANTED_JOINS, WANTED_SQL, wantedArgs } from './notifications';

const UNGROUPED = 'ungrouped-';

/** The hour bucket `prefix` last used for the account, unless it has expired. */
export function groupBucket(db: Db, accountId: string, prefix: string, now: string): number | null {
  return (
    db
      .prepare<[string, string, string], { hour_bucket: number }>(
        'SELECT hour_bucket FROM notification_group_buckets WHERE account_id = ? AND type_prefix = ? AND expires_at > ?',
      )
      .get(accountId, prefix, now)?.hour_bucket ?? null
  );
}

export function saveGroupBucket(db: Db, accountId: string, prefix: string, bucket: number, expiresAt: string): void {
  db.prepare(
    `INSERT INTO notification_group_buckets (account_id, type_prefix, hour_bucket, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, type_prefix) DO UPDATE SET hour_bucket = excluded.hour_bucket, expires_at = excluded.expires_at`,
  ).run(accountId, prefix, bucket, expiresAt);
}

/** Mastodon's Notification.by_group_key: `ungrouped-{id}` is that one notification, any other key its group. */
function byGroupKey(groupKey: string): { sql: string; arg: string } {
  return groupKey.startsWith(UNGROUPED) ? { sql: 'n.id = ?', arg: groupKey.slice(UNGROUPED.length) } : { sql: 'n.group_key = ?', arg: groupKey };
}

/** The newest notification of the account's group `groupKey`. */
export function newestOfGroup(db: Db, accountId: string, groupKey: string): NotificationRow | undefined {
  const key = byGroupKey(groupKey);
  return db
    .prepare<[string, string], NotificationRow>(`SELECT n.* FROM notifications n WHERE n.account_id = ? AND ${key.sql} ORDER BY n.id DESC LIMIT 1`)
    .get(accountId, key.arg);
}

/** A page of the group's notifications, newest first, below `maxId` and above `sinceId`. */
export function groupNotificationsPage(
  db: Db,
  accountId: string,
  groupKey: string,
  page: { maxId: string | null; sinceId: string | null; limit: number },
): NotificationRow[] {
  const key = byGroupKey(groupKey);
  const where = ['n.account_id = ?', key.sql];
  const args = [accountId, key.arg];
  if (page.maxId) {
    where.push('n.id < ?');
    args.push(page.maxId);
  }
  if (page.sinceId) {
    where.push('n.id > ?');
    args.push(page.sinceId);
  }
  return db.prepare<string[], NotificationRow>(`SELECT n.* FROM notifications n WHERE ${where.join(' AND ')} ORDER BY n.id DESC ${limitSql(page.limit)}`).all(...args);
}

/** Deletes the account's notifications of the group. */
export function deleteGroup(db: Db, accountId: string, groupKey: string): void {
  const key = byGroupKey(groupKey);
  db.prepare(`DELETE FROM notifications AS n WHERE n.account_id = ? AND ${key.sql}`).run(accountId, key.arg);
}

/** One end of the id range a page covers; null for no bound. */
export type RangeEnd = { id: string; inclusive: boolean } | null;

export interface GroupSummary {
  mostRecentId: string;
  /** The newest senders, most recent first. */
  sampleAccountIds: string[];
  count: number;
  /** The oldest notification at or above the page's lower end (with a page range only). */
  pageMinId: string | null;
  latestAt: string;
}

/**
 * Mastodon's NotificationGroup.load_groups_data: for each group, its newest notification, newest
 * `sampleSize` senders and count up to the page's upper end, and its oldest notification from the
 * page's lower end. Notifications the viewer no longer wants are left out.
 */
export function groupSummaries(
  db: Db,
  accountId: string,
  now: string,
  groupKeys: readonly string[],
  range: { from: RangeEnd; upTo: RangeEnd },
  sampleSize: number,
): Map<string, GroupSummary> {
  const upTo = range.upTo ? [`n.id ${range.upTo.inclusive ? '<=' : '<'} ?`] : [];
  const upToArgs = range.upTo ? [range.upTo.id] : [];
  const base = `FROM notifications n ${WANTED_JOINS} WHERE n.account_id = ? AND n.group_key = ? AND ${WANTED_SQL}`;
  const newest = db.prepare<string[], { from_account_id: string; id: string; created_at: string }>(
    `SELECT n.id, n.from_account_id, n.created_at ${base} ${upTo.map((sql) => `AND ${sql}`).join(' ')} ORDER BY n.id DESC ${limitSql(sampleSize)}`,
  );
  const counted = db.prepare<string[], { count: number }>(`SELECT count(*) AS count ${base} ${upTo.map((sql) => `AND ${sql}`).join(' ')}`);
  const oldest = range.from
    ? db.prepare<string[], { id: string }>(`SELECT n.id ${base} AND n.id ${range.from.inclusive ? '>=' : '>'} ? ORDER BY n.id ASC LIMIT 1`)
    : null;
  const summaries = new Map<string, GroupSummary>();
  for (const groupKey of new Set(groupKeys)) {
    const args = [accountId, groupKey, ...wantedArgs(accountId, now)];
    const samples = newest.all(...args, ...upToArgs);
    const first = samples[0];
    if (!first) continue;
    summaries.set(groupKey, {
      mostRecentId: first.id,
      sampleAccountIds: samples.map((row) => row.from_account_id),
      count: counted.get(...args, ...upToArgs)?.count ?? 0,
      pageMinId: oldest && range.from ? (oldest.get(...args, range.from.id)?.id ?? null) : null,
      latestAt: first.created_at,
    });
  }
  return summaries;
}
