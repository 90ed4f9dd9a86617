import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import { VISIBLE_TO_VIEWER_SQL } from '../../policies/visibility';
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
