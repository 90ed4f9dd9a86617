import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import type { Db } from '../connection';
import type { MediaRow } from '../rows';
import { groupBy, selectIn } from './in-list';

export interface ScheduledStatusRow {
  id: string;
  account_id: string;
  scheduled_at: string;
  /** JSON: the post request (services/scheduled-statuses.ts). */
  params: string;
}

/** Stores a scheduled status and holds its media (in the order given) for it. */
export function insertScheduledStatus(db: Db, row: ScheduledStatusRow, mediaIds: readonly string[]): void {
  db.prepare('INSERT INTO scheduled_statuses (id, account_id, scheduled_at, params) VALUES (@id, @account_id, @scheduled_at, @params)').run(row);
  const hold = db.prepare('UPDATE media_attachments SET scheduled_status_id = ?, position = ? WHERE id = ?');
  mediaIds.forEach((mediaId, position) => hold.run(row.id, position, mediaId));
}

export function findOwnScheduledStatus(db: Db, id: string, accountId: string): ScheduledStatusRow | undefined {
  return db.prepare<[string, string], ScheduledStatusRow>('SELECT * FROM scheduled_statuses WHERE id = ? AND account_id = ?').get(id, accountId);
}

/** A page of the account's scheduled statuses, by id (newest first, or walking up from min_id). */
export function scheduledStatusesPage(db: Db, accountId: string, page: PageQuery): ScheduledStatusRow[] {
  const range = pageRange('id', page);
  const rows = db
    .prepare<string[], ScheduledStatusRow>(
      `SELECT * FROM scheduled_statuses WHERE account_id = ? ${range.where.map((w) => `AND ${w}`).join(' ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, ...range.params);
  return range.reverse ? rows.reverse() : rows;
}

/** How many statuses the account has scheduled, in all and on the UTC day of `day` (YYYY-MM-DD), leaving out `exceptId`. */
export function countScheduled(db: Db, accountId: string, day: string, exceptId: string | null): { total: number; onDay: number } {
  const row = db
    .prepare<{ account: string; day: string; except: string }, { total: number; on_day: number | null }>(
      `SELECT count(*) AS total, sum(substr(scheduled_at, 1, 10) = @day) AS on_day FROM scheduled_statuses
       WHERE account_id = @account AND id <> @except`,
    )
    .get({ account: accountId, day, except: exceptId ?? '' });
  return { total: row?.total ?? 0, onDay: row?.on_day ?? 0 };
}

export function setScheduledAt(db: Db, id: string, scheduledAt: string): void {
  db.prepare('UPDATE scheduled_statuses SET scheduled_at = ? WHERE id = ?').run(scheduledAt, id);
}

/** Deletes it, releasing its media; false when it was already gone (published or cancelled meanwhile). */
export function deleteScheduledStatus(db: Db, id: string): boolean {
  return db.prepare('DELETE FROM scheduled_statuses WHERE id = ?').run(id).changes > 0;
}

/** The scheduled statuses due by `now`, the earliest first. */
export function dueScheduledStatuses(db: Db, now: string): ScheduledStatusRow[] {
  return db.prepare<[string], ScheduledStatusRow>('SELECT * FROM scheduled_statuses WHERE scheduled_at <= ? ORDER BY scheduled_at, id').all(now);
}

/** The media each scheduled status holds, in order. */
export function mediaOfScheduledStatuses(db: Db, ids: readonly string[]): Map<string, MediaRow[]> {
  const rows = selectIn<MediaRow & { scheduled_status_id: string }>(
    db,
    ids,
    (list) => `SELECT * FROM media_attachments WHERE scheduled_status_id IN (${list}) ORDER BY scheduled_status_id, position`,
  );
  return groupBy(rows, (row) => row.scheduled_status_id);
}

/** Whether the attachment is held for a scheduled status (it cannot be deleted then). */
export function isMediaScheduled(db: Db, mediaId: string): boolean {
  return db.prepare<[string], { one: number }>('SELECT 1 AS one FROM media_attachments WHERE id = ? AND scheduled_status_id IS NOT NULL').get(mediaId) !== undefined;
}
