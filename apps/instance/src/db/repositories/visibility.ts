import type { Db } from '../connection';
import { selectIn } from './in-list';

/**
 * SQL (for a statuses alias `s`) true unless its author, or the author of the status it boosts, is
 * suspended: their statuses are gone from every timeline and list until the suspension is lifted.
 */
export const AUTHOR_AVAILABLE_SQL = `(
  NOT EXISTS (SELECT 1 FROM accounts ua WHERE ua.id = s.account_id AND ua.suspended_at IS NOT NULL)
  AND (s.reblog_of_id IS NULL OR NOT EXISTS (
    SELECT 1 FROM statuses uo JOIN accounts uoa ON uoa.id = uo.account_id WHERE uo.id = s.reblog_of_id AND uoa.suspended_at IS NOT NULL
  ))
)`;

/**
 * SQL (for a statuses alias `s`, as in timelines) true when its author is not limited, or the viewer
 * (`@viewer`) is the author or follows them: a limited account is hidden from everyone else.
 */
export const NOT_LIMITED_FOR_VIEWER_SQL = `(
  NOT EXISTS (SELECT 1 FROM accounts la WHERE la.id = s.account_id AND la.silenced_at IS NOT NULL)
  OR s.account_id = @viewer
  OR EXISTS (SELECT 1 FROM follows lf WHERE lf.account_id = @viewer AND lf.target_account_id = s.account_id)
)`;

/** SQL (alias `s`) true unless the author is limited or suspended: what may trend or reach anonymous public timelines. */
export const AUTHOR_IN_GOOD_STANDING_SQL = `NOT EXISTS (
  SELECT 1 FROM accounts ga WHERE ga.id = s.account_id AND (ga.silenced_at IS NOT NULL OR ga.suspended_at IS NOT NULL)
)`;

/**
 * SQL (for a statuses alias `s`) that keeps only what `?` (the viewer) may see, as
 * policies/visibility.ts canSeeStatus (Mastodon's StatusPolicy#show?). Takes the viewer id 4 times.
 */
export const VISIBLE_TO_VIEWER_SQL = `(${AUTHOR_AVAILABLE_SQL} AND (
  s.account_id = ?
  OR (
    NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = s.account_id AND b.target_account_id = ?)
    AND (
      s.visibility IN ('public', 'unlisted')
      OR (s.visibility = 'private' AND EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ? AND f.target_account_id = s.account_id))
      OR (s.visibility IN ('private', 'direct') AND EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?))
    )
  )
))`;

/** VISIBLE_TO_VIEWER_SQL with the viewer bound by name, as `@viewer`. */
const VISIBLE_TO_NAMED_VIEWER_SQL = VISIBLE_TO_VIEWER_SQL.replaceAll('?', '@viewer');

/** Which of the statuses `ids` the viewer may see (canSeeStatus for many at once). */
export function statusIdsVisibleTo(db: Db, ids: readonly string[], viewerId: string): Set<string> {
  const rows = selectIn<{ id: string }>(db, ids, (list) => `SELECT s.id FROM statuses s WHERE s.id IN (${list}) AND ${VISIBLE_TO_NAMED_VIEWER_SQL}`, {
    viewer: viewerId,
  });
  return new Set(rows.map((row) => row.id));
}

/**
 * SQL (alias `s`) that hides what the viewer filtered out of timelines: accounts they block or mute,
 * accounts that block them, and domains they block. Takes the viewer id 4 times, then now.
 */
export const NOT_FILTERED_FOR_VIEWER_SQL = `(
  ${AUTHOR_AVAILABLE_SQL}
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = s.account_id) OR (b.account_id = s.account_id AND b.target_account_id = ?))
  AND NOT EXISTS (SELECT 1 FROM domain_blocks d JOIN accounts a ON a.id = s.account_id WHERE d.account_id = ? AND d.domain = lower(a.domain))
  AND NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.account_id = ? AND mu.target_account_id = s.account_id AND (mu.expires_at IS NULL OR mu.expires_at > ?))
)`;
