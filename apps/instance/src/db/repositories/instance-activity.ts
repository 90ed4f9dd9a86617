import type { Db } from '../connection';

/** A span of time, `from` inclusive and `to` exclusive, as ISO 8601 strings. */
export interface TimeRange {
  from: string;
  to: string;
}

// A local account is active in a range when it signed up, signed in (a browser session or an access
// token was made for it) or posted in it: what Mastodon's ActivityTracker counts as logins, which it
// records at sign-up, at sign-in and when the API is used after a day away.
const ACTIVE_IN_RANGE = `a.domain IS NULL AND (
  (a.created_at >= @from AND a.created_at < @to)
  OR EXISTS (SELECT 1 FROM sessions s WHERE s.account_id = a.id AND s.created_at >= @from AND s.created_at < @to)
  OR EXISTS (SELECT 1 FROM oauth_access_tokens t WHERE t.account_id = a.id AND t.created_at >= @from AND t.created_at < @to)
  OR EXISTS (SELECT 1 FROM statuses p WHERE p.account_id = a.id AND p.created_at >= @from AND p.created_at < @to))`;

/** Local accounts active in the range (GET /api/v1/instance/activity's logins, nodeinfo's active users). */
export function activeLocalAccounts(db: Db, range: TimeRange): number {
  return db.prepare<[TimeRange], { n: number }>(`SELECT count(*) AS n FROM accounts a WHERE ${ACTIVE_IN_RANGE}`).get(range)?.n ?? 0;
}

/** Local public and unlisted statuses (boosts included) made in the range: Mastodon's activity:statuses:local. */
export function localStatusesMade(db: Db, range: TimeRange): number {
  return (
    db
      .prepare<[TimeRange], { n: number }>(
        `SELECT count(*) AS n FROM statuses s JOIN accounts a ON a.id = s.account_id
         WHERE a.domain IS NULL AND s.visibility IN ('public', 'unlisted') AND s.created_at >= @from AND s.created_at < @to`,
      )
      .get(range)?.n ?? 0
  );
}

/** Local accounts created in the range. */
export function localRegistrations(db: Db, range: TimeRange): number {
  return (
    db
      .prepare<[TimeRange], { n: number }>('SELECT count(*) AS n FROM accounts WHERE domain IS NULL AND created_at >= @from AND created_at < @to')
      .get(range)?.n ?? 0
  );
}

/** The other servers' domains this instance knows of, from its remote accounts, alphabetically. */
export function knownDomains(db: Db): string[] {
  return db
    .prepare<[], { domain: string }>('SELECT DISTINCT lower(domain) AS domain FROM accounts WHERE domain IS NOT NULL ORDER BY 1')
    .all()
    .map((row) => row.domain);
}
