import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import type { Db } from '../connection';
import type { AccountRow } from '../rows';

export interface AccountPageRow {
  /** The relationship's id (the account's for endorsements): what the page is cut on. */
  cursor: string;
  account: AccountRow;
}

interface RelationPageQuery {
  /** The relationship table and alias, e.g. `follows f`. */
  from: string;
  /** The snowflake column pages are cut on, e.g. `f.id`. */
  cursor: string;
  /** The column naming the listed account, e.g. `f.account_id`. */
  account: string;
  where: string[];
  params: string[];
}

/**
 * One page of accounts listed through a relationship table (followers, blocks, mutes, requests),
 * newest relationship first, cut on the relationship's id as Mastodon paginates them.
 */
function relationPage(db: Db, query: RelationPageQuery, page: PageQuery): AccountPageRow[] {
  const range = pageRange(query.cursor, page);
  const where = [...query.where, ...range.where];
  const sql = `SELECT ${query.cursor} AS page_cursor, a.* FROM ${query.from} JOIN accounts a ON a.id = ${query.account}
    WHERE ${where.length > 0 ? where.join(' AND ') : '1'} ORDER BY ${range.order} ${limitSql(page.limit)}`;
  const rows = db
    .prepare<(string | number)[], AccountRow & { page_cursor: string }>(sql)
    .all(...query.params, ...range.params)
    .map(({ page_cursor, ...account }) => ({ cursor: page_cursor, account }));
  return range.reverse ? rows.reverse() : rows;
}

export function blockedAccountsPage(db: Db, accountId: string, page: PageQuery): AccountPageRow[] {
  return relationPage(db, { from: 'blocks b', cursor: 'b.id', account: 'b.target_account_id', where: ['b.account_id = ?'], params: [accountId] }, page);
}

/** The accounts `accountId` mutes, expired mutes left out. */
export function mutedAccountsPage(db: Db, accountId: string, now: string, page: PageQuery): AccountPageRow[] {
  return relationPage(
    db,
    {
      from: 'mutes m',
      cursor: 'm.id',
      account: 'm.target_account_id',
      where: ['m.account_id = ?', '(m.expires_at IS NULL OR m.expires_at > ?)'],
      params: [accountId, now],
    },
    page,
  );
}

/** The accounts `accountId` features, cut on the featured account's id. */
export function endorsedAccountsPage(db: Db, accountId: string, page: PageQuery): AccountPageRow[] {
  return relationPage(
    db,
    { from: 'endorsements e', cursor: 'e.target_account_id', account: 'e.target_account_id', where: ['e.account_id = ?'], params: [accountId] },
    page,
  );
}

/** The accounts asking to follow `accountId`. */
export function followRequestersPage(db: Db, accountId: string, page: PageQuery): AccountPageRow[] {
  return relationPage(
    db,
    { from: 'follow_requests r', cursor: 'r.id', account: 'r.account_id', where: ['r.target_account_id = ?'], params: [accountId] },
    page,
  );
}

/**
 * Accounts the viewer blocks, is blocked by or mutes (Account#excluded_from_timeline_account_ids).
 * Takes the viewer 3 times, then now.
 */
const NOT_EXCLUDED_SQL = `NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = a.id) OR (b.account_id = a.id AND b.target_account_id = ?))
  AND NOT EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = ? AND m.target_account_id = a.id AND (m.expires_at IS NULL OR m.expires_at > ?))`;

/** Whose follows to leave out: null to list them all. */
export interface FollowsViewer {
  id: string;
  now: string;
}

function followsPage(
  db: Db,
  listed: 'f.account_id' | 'f.target_account_id',
  owner: 'f.target_account_id' | 'f.account_id',
  accountId: string,
  viewer: FollowsViewer | null,
  page: PageQuery,
): AccountPageRow[] {
  const where = [`${owner} = ?`];
  const params = [accountId];
  if (viewer) {
    where.push(NOT_EXCLUDED_SQL);
    params.push(viewer.id, viewer.id, viewer.id, viewer.now);
  }
  return relationPage(db, { from: 'follows f', cursor: 'f.id', account: listed, where, params }, page);
}

/** The accounts following `accountId`, newest follow first, without those `viewer` has excluded. */
export function followersPage(db: Db, accountId: string, viewer: FollowsViewer | null, page: PageQuery): AccountPageRow[] {
  return followsPage(db, 'f.account_id', 'f.target_account_id', accountId, viewer, page);
}

/** The accounts `accountId` follows, newest follow first, without those `viewer` has excluded. */
export function followingPage(db: Db, accountId: string, viewer: FollowsViewer | null, page: PageQuery): AccountPageRow[] {
  return followsPage(db, 'f.target_account_id', 'f.account_id', accountId, viewer, page);
}
