import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { groupBucket, saveGroupBucket } from '../db/repositories/notification-groups';

/** Notification::Groups::GROUPABLE_NOTIFICATION_TYPES. */
export const GROUPABLE_TYPES: readonly string[] = ['favourite', 'reblog', 'follow', 'admin.sign_up'];

/** Notification::Groups::MAXIMUM_GROUP_SPAN_HOURS. */
const MAXIMUM_GROUP_SPAN_HOURS = 12;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Notification#set_group_key!: `{type}-{status id}-{hour bucket}` for favourites and reblogs (the
 * boosted status's id), `{type}-{hour bucket}` for follows, null for the other types. A new
 * notification joins the bucket its prefix last used while that one is under 12 hours older; each
 * use keeps the bucket 12 more hours.
 */
export function assignGroupKey(instance: Instance, accountId: string, type: string, statusId: string | null): string | null {
  if (!GROUPABLE_TYPES.includes(type)) return null;
  const prefix = type === 'favourite' || type === 'reblog' ? `${type}-${targetStatusId(instance, statusId)}` : type;
  const now = instance.now();
  const previous = groupBucket(instance.db, accountId, prefix, now.toISOString()) ?? 0;
  let bucket = Math.floor(now.getTime() / HOUR_MS);
  if (bucket < previous + MAXIMUM_GROUP_SPAN_HOURS) bucket = previous;
  saveGroupBucket(instance.db, accountId, prefix, bucket, new Date(now.getTime() + MAXIMUM_GROUP_SPAN_HOURS * HOUR_MS).toISOString());
  return `${prefix}-${bucket}`;
}

/** The status a favourite or reblog is about: the boosted one when the row points at the boost. */
function targetStatusId(instance: Instance, statusId: string | null): string {
  if (statusId === null) return '';
  return findStatus(instance.db, statusId)?.reblog_of_id ?? statusId;
}
