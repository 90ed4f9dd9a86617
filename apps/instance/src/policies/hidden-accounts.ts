import type { Instance } from '../context';
import { findAccount, isBlocking, isDomainBlocking, isMuting } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { canSeeStatus } from './visibility';

/**
 * Whether the account is hidden from the viewer: they block or mute it (an unexpired mute), it
 * blocks them, or they block its domain. The same rule as SQL is db/repositories/hidden-accounts.ts
 * hiddenAccountSql.
 */
export function isHiddenFrom(instance: Instance, accountId: string, viewerId: string): boolean {
  if (accountId === viewerId) return false;
  const { db } = instance;
  const now = instance.now().toISOString();
  if (isBlocking(db, viewerId, accountId) || isBlocking(db, accountId, viewerId) || isMuting(db, viewerId, accountId, now)) return true;
  return isDomainBlocking(db, viewerId, findAccount(db, accountId)?.domain ?? null);
}

/**
 * What Mastodon's StatusFilter decides for threads and single statuses: the viewer may see the
 * status (and a boost's original) and has not hidden its author.
 * https://github.com/mastodon/mastodon/blob/main/app/lib/status_filter.rb
 */
export function isShownTo(instance: Instance, status: StatusRow, viewerId: string | null, original?: StatusRow): boolean {
  if (!canSeeStatus(instance, status, viewerId)) return false;
  if (original && !canSeeStatus(instance, original, viewerId)) return false;
  if (viewerId === null || status.account_id === viewerId) return true;
  if (isHiddenFrom(instance, status.account_id, viewerId)) return false;
  return !original || !isHiddenFrom(instance, original.account_id, viewerId);
}
