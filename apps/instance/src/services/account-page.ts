import type { Instance } from '../context';
import type { AccountRow } from '../db/rows';
import { limitSql, type PageQuery, pageRange } from '../http/pagination';

export interface AccountPageQuery {
  /** The relationship table and alias, e.g. `follows f`. */
  from: string;
  /** The snowflake column pages are cut on, e.g. `f.id`. */
  cursor: string;
  /** The column naming the listed account, e.g. `f.account_id`. */
  account: string;
  where: string[];
  params: string[];
}

export interface AccountPageRow {
  cursor: string;
  account: AccountRow;
}

/**
 * One page of accounts listed through a relationship table (followers, blocks, mutes, requests),
 * newest relationship first, cut on the relationship's id as Mastodon paginates them.
 */
export function accountPage(instance: Instance, query: AccountPageQuery, page: PageQuery): AccountPageRow[] {
  const range = pageRange(query.cursor, page);
  const where = [...query.where, ...range.where];
  const sql = `SELECT ${query.cursor} AS page_cursor, a.* FROM ${query.from} JOIN accounts a ON a.id = ${query.account}
    WHERE ${where.length > 0 ? where.join(' AND ') : '1'} ORDER BY ${range.order} ${limitSql(page.limit)}`;
  const rows = instance.db
    .prepare<(string | number)[], AccountRow & { page_cursor: string }>(sql)
    .all(...query.params, ...range.params)
    .map(({ page_cursor, ...account }) => ({ cursor: page_cursor, account }));
  return range.reverse ? rows.reverse() : rows;
}
