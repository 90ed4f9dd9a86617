import type { Db } from '../connection';
import { selectIn } from './in-list';

/**
 * SQL (for a statuses alias `s`) that keeps only what `?` (the viewer) may see, as
 * policies/visibility.ts canSeeStatus (Mastodon's StatusPolicy#show?). Takes the viewer id 4 times.
 */
export const VISIBLE_TO_VIEWER_SQL = `(
  s.account_id = ?
  OR (
    NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = s.account_id AND b.target_account_id = ?)
    AND (
      s.visibility IN ('public', 'unlisted')
      OR (s.visibility = 'private' AND EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ? AND f.target_account_id = s.account_id))
      OR (s.visibility IN ('private', 'direct') AND EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?))
    )
  )
)`;

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
  NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = s.account_id) OR (b.account_id = s.account_id AND b.target_account_id = ?))
  AND NOT EXISTS (SELECT 1 FROM domain_blocks d JOIN accounts a ON a.id = s.account_id WHERE d.account_id = ? AND d.domain = lower(a.domain))
  AND NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.account_id = ? AND mu.target_account_id = s.account_id AND (mu.expires_at IS NULL OR mu.expires_at > ?))
)`;
