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
  if (!status || !canSeeStatus(instance, status, viewerId)) throw notFound();
  if (status.reblog_of_id) {
    const original = findStatus(instance.db, status.reblog_of_id);
    if (!original || !canSeeStatus(instance, original, viewerId)) throw notFound();
  }
  return status;
}

/** The status an action applies to: for a boost, its original (as Mastodon's Favourite and Reblog do). */
export function actionTarget(instance: Instance, id: string, viewerId: string): StatusRow {
  const status = visibleStatus(instance, id, viewerId);
  return status.reblog_of_id ? (findStatus(instance.db, status.reblog_of_id) ?? status) : status;
}
