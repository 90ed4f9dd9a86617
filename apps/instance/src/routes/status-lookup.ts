import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { canSeeStatus } from '../policies/visibility';

/**
 * A status the viewer may see (StatusPolicy#show?), a boost only if its original is visible too;
 * else 404, so a private status's existence is not revealed.
 */
export function visibleStatus(instance: Instance, id: string, viewerId: string | null): StatusRow {
  const status = findStatus(instance.db, id);
  if (!status || !isVisibleStatus(instance, status, viewerId)) throw notFound();
  return status;
}

/** Whether the viewer may see the status, and for a boost its original too. */
export function isVisibleStatus(instance: Instance, status: StatusRow, viewerId: string | null): boolean {
  if (!canSeeStatus(instance, status, viewerId)) return false;
  if (!status.reblog_of_id) return true;
  const original = findStatus(instance.db, status.reblog_of_id);
  return original !== undefined && canSeeStatus(instance, original, viewerId);
}

/** The status an action applies to: for a boost, its original (as Mastodon's Favourite and Reblog do). */
export function actionTarget(instance: Instance, id: string, viewerId: string): StatusRow {
  const status = visibleStatus(instance, id, viewerId);
  return status.reblog_of_id ? (findStatus(instance.db, status.reblog_of_id) ?? status) : status;
}
