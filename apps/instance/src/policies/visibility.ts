import type { Instance } from '../context';
import { exists, isBlocking, isFollowing } from '../db/queries';
import { selectIn } from '../db/repositories/in-list';
import type { StatusRow } from '../db/rows';

/**
 * Whether `viewerId` (null when signed out) may see a status, as Mastodon's StatusPolicy#show?:
 * direct only to the author and the mentioned; private also to followers; nothing to someone the
 * author blocks. https://github.com/mastodon/mastodon/blob/main/app/policies/status_policy.rb
 */
export function canSeeStatus(instance: Instance, status: StatusRow, viewerId: string | null): boolean {
  const { db } = instance;
  if (viewerId === status.account_id) return true;
  if (viewerId && isBlocking(db, status.account_id, viewerId)) return false;
  const mentioned = (): boolean =>
    viewerId !== null && exists(db, 'SELECT 1 FROM mentions WHERE status_id = ? AND account_id = ?', status.id, viewerId);
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
      return true;
    case 'private':
      return viewerId !== null && (isFollowing(db, viewerId, status.account_id) || mentioned());
    case 'direct':
      return mentioned();
    default:
      return false;
  }
}

/** SQL (for a statuses alias `s`) that keeps only what `?` (the viewer) may see. Takes the viewer id 4 times. */
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
export function visibleStatusIds(instance: Instance, ids: readonly string[], viewerId: string): Set<string> {
  const rows = selectIn<{ id: string }>(instance.db, ids, (list) => `SELECT s.id FROM statuses s WHERE s.id IN (${list}) AND ${VISIBLE_TO_NAMED_VIEWER_SQL}`, {
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
