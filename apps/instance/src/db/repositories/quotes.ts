import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import type { Db } from '../connection';
import type { QuoteRow, StatusRow } from '../rows';
import { selectIn } from './in-list';

export type QuotePolicy = 'public' | 'followers' | 'nobody';

export function insertQuote(db: Db, row: QuoteRow): void {
  db.prepare(
    `INSERT INTO quotes (id, status_id, account_id, quoted_status_id, quoted_account_id, state, created_at, updated_at)
     VALUES (@id, @status_id, @account_id, @quoted_status_id, @quoted_account_id, @state, @created_at, @updated_at)`,
  ).run(row);
}

/** The quote each of the statuses `ids` makes, keyed by the quoting status. */
export function quotesOfStatuses(db: Db, ids: readonly string[]): Map<string, QuoteRow> {
  const rows = selectIn<QuoteRow>(db, ids, (list) => `SELECT * FROM quotes WHERE status_id IN (${list})`);
  return new Map(rows.map((row) => [row.status_id, row]));
}

/** How many accepted quotes each of the statuses `ids` has (Mastodon's quotes_count counts only those). */
export function quotesCounts(db: Db, ids: readonly string[]): Map<string, number> {
  const rows = selectIn<{ id: string; count: number }>(
    db,
    ids,
    (list) => `SELECT quoted_status_id AS id, count(*) AS count FROM quotes
      WHERE quoted_status_id IN (${list}) AND state = 'accepted' GROUP BY quoted_status_id`,
  );
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** The quote of `quotedStatusId` made by the status `quotingStatusId`. */
export function findQuoteOf(db: Db, quotedStatusId: string, quotingStatusId: string): QuoteRow | undefined {
  return db
    .prepare<[string, string], QuoteRow>('SELECT * FROM quotes WHERE quoted_status_id = ? AND status_id = ?')
    .get(quotedStatusId, quotingStatusId);
}

export function setQuoteState(db: Db, id: string, state: QuoteRow['state'], now: string): void {
  db.prepare('UPDATE quotes SET state = ?, updated_at = ? WHERE id = ?').run(state, now, id);
}

/**
 * A page of the statuses that quote `quotedStatusId` with an accepted quote, newest quote first and
 * paginated by the quote's id (as Mastodon's QuotesController), leaving out the statuses of accounts
 * the viewer blocks, mutes or is blocked by (Status.not_excluded_by_account); each with its cursor.
 */
export function quotingStatusesPage(
  db: Db,
  query: { quotedStatusId: string; viewerId: string; now: string; page: PageQuery },
): (StatusRow & { cursor: string })[] {
  const range = pageRange('q.id', query.page);
  const where = [
    "q.quoted_status_id = @quoted AND q.state = 'accepted'",
    ...range.where,
    `NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = @viewer AND b.target_account_id = s.account_id)
      OR (b.account_id = s.account_id AND b.target_account_id = @viewer))`,
    `NOT EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = @viewer AND m.target_account_id = s.account_id
      AND (m.expires_at IS NULL OR m.expires_at > @now))`,
  ];
  const rows = db
    .prepare<unknown[], StatusRow & { cursor: string }>(
      `SELECT s.*, q.id AS cursor FROM quotes q JOIN statuses s ON s.id = q.status_id
       WHERE ${where.join(' AND ')} ORDER BY ${range.order} ${limitSql(query.page.limit)}`,
    )
    .all(...range.params, { quoted: query.quotedStatusId, viewer: query.viewerId, now: query.now });
  return range.reverse ? rows.reverse() : rows;
}

/** The local accounts whose statuses quote `quotedStatusId` with an accepted quote. */
export function localQuoterIds(db: Db, quotedStatusId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>(
      `SELECT DISTINCT q.account_id FROM quotes q JOIN accounts a ON a.id = q.account_id
       WHERE q.quoted_status_id = ? AND q.state = 'accepted' AND a.domain IS NULL`,
    )
    .all(quotedStatusId)
    .map((row) => row.account_id);
}

/** The quote policy stored for each of the statuses `ids` (statuses without one are left out). */
export function quotePoliciesOf(db: Db, ids: readonly string[]): Map<string, QuotePolicy> {
  const rows = selectIn<{ status_id: string; policy: QuotePolicy }>(
    db,
    ids,
    (list) => `SELECT status_id, policy FROM status_quote_policies WHERE status_id IN (${list})`,
  );
  return new Map(rows.map((row) => [row.status_id, row.policy]));
}

export function setQuotePolicy(db: Db, statusId: string, policy: QuotePolicy): void {
  db.prepare(
    'INSERT INTO status_quote_policies (status_id, policy) VALUES (?, ?) ON CONFLICT (status_id) DO UPDATE SET policy = excluded.policy',
  ).run(statusId, policy);
}

/** How the viewer stands towards each of the accounts `accountIds` (0/1 flags), for quote states and policies. */
export interface ViewerAccountRelation {
  id: string;
  following: number;
  blocking: number;
  domain_blocking: number;
  muting: number;
}

export function viewerRelationsTo(db: Db, accountIds: readonly string[], viewerId: string, now: string): Map<string, ViewerAccountRelation> {
  const rows = selectIn<ViewerAccountRelation>(
    db,
    accountIds,
    (list) => `SELECT a.id,
        EXISTS (SELECT 1 FROM follows f WHERE f.account_id = @viewer AND f.target_account_id = a.id) AS following,
        EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = @viewer AND b.target_account_id = a.id) AS blocking,
        EXISTS (SELECT 1 FROM domain_blocks d WHERE d.account_id = @viewer AND d.domain = lower(a.domain)) AS domain_blocking,
        EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = @viewer AND m.target_account_id = a.id
          AND (m.expires_at IS NULL OR m.expires_at > @now)) AS muting
      FROM accounts a WHERE a.id IN (${list})`,
    { viewer: viewerId, now },
  );
  return new Map(rows.map((row) => [row.id, row]));
}
