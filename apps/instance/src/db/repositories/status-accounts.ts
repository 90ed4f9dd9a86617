import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import { hiddenAccountSql } from './hidden-accounts';
import type { Db } from '../connection';
import type { AccountRow } from '../rows';

/** Who boosted the status (publicly, or the viewer) or who favourited it, by the boost's or favourite's id. */
export type StatusAccountsSource = 'reblogged_by' | 'favourited_by';

const STATUS_ACCOUNTS: Record<StatusAccountsSource, { table: string; where: string }> = {
  reblogged_by: { table: 'statuses r', where: "r.reblog_of_id = @status AND (r.visibility IN ('public', 'unlisted') OR r.account_id = @viewer)" },
  favourited_by: { table: 'favourites r', where: 'r.status_id = @status' },
};

/** A page of the accounts that boosted or favourited the status, hiding those hidden from the viewer; each with its cursor. */
export function statusAccountsPage(
  db: Db,
  source: StatusAccountsSource,
  query: { statusId: string; viewerId: string | null; now: string; page: PageQuery },
): (AccountRow & { cursor: string })[] {
  const { table, where: sourceWhere } = STATUS_ACCOUNTS[source];
  const range = pageRange('r.id', query.page);
  const where = [sourceWhere, ...range.where];
  if (query.viewerId !== null) where.push(`(a.id = @viewer OR NOT ${hiddenAccountSql('a.id')})`);
  const rows = db
    .prepare<unknown[], AccountRow & { cursor: string }>(
      `SELECT a.*, r.id AS cursor FROM ${table} JOIN accounts a ON a.id = r.account_id
       WHERE ${where.join(' AND ')} ORDER BY ${range.order} ${limitSql(query.page.limit)}`,
    )
    .all(...range.params, { status: query.statusId, viewer: query.viewerId, now: query.now });
  return range.reverse ? rows.reverse() : rows;
}
