import type { Instance } from '../context';
import { isBlocking, isFollowing } from '../db/queries';
import { isMentioned } from '../db/repositories/mentions';
import { isSuspendedAccount } from '../db/repositories/moderation';
import { statusIdsVisibleTo } from '../db/repositories/visibility';
import type { StatusRow } from '../db/rows';

/**
 * Whether `viewerId` (null when signed out) may see a status, as Mastodon's StatusPolicy#show?:
 * direct only to the author and the mentioned; private also to followers; nothing to someone the
 * author blocks. https://github.com/mastodon/mastodon/blob/main/app/policies/status_policy.rb
 */
export function canSeeStatus(instance: Instance, status: StatusRow, viewerId: string | null): boolean {
  const { db } = instance;
  // A suspended account's statuses are gone for everyone (StatusPolicy#show?: `author.unavailable?`).
  if (isSuspendedAccount(db, status.account_id)) return false;
  if (viewerId === status.account_id) return true;
  if (viewerId && isBlocking(db, status.account_id, viewerId)) return false;
  const mentioned = (): boolean => viewerId !== null && isMentioned(db, status.id, viewerId);
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

/** Which of the statuses `ids` the viewer may see (canSeeStatus for many at once). */
export function visibleStatusIds(instance: Instance, ids: readonly string[], viewerId: string): Set<string> {
  return statusIdsVisibleTo(instance.db, ids, viewerId);
}
