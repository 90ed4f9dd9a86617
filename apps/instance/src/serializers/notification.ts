import type { Instance } from '../context';
import { findAccount, findStatus } from '../db/queries';
import type { NotificationRow } from '../db/rows';
import { serializeAccount, type AccountJson } from './account';
import { serializeStatus, type StatusJson } from './status';

export interface NotificationJson {
  id: string;
  type: string;
  created_at: string;
  account: AccountJson;
  status?: StatusJson | null;
}

/** The types whose notification carries a status (Mastodon's Notification#target_status). */
export const STATUS_NOTIFICATION_TYPES: ReadonlySet<string> = new Set(['mention', 'favourite', 'reblog', 'poll', 'status', 'update']);

/**
 * https://docs.joinmastodon.org/entities/Notification/ — a reblog notification shows the boosted
 * status, whichever of the boost or the original the row points at. Null when the sender is gone.
 */
export function serializeNotification(instance: Instance, row: NotificationRow, viewerId: string): NotificationJson | null {
  const from = findAccount(instance.db, row.from_account_id);
  if (!from) return null;
  const json: NotificationJson = {
    id: row.id,
    type: row.type,
    created_at: row.created_at,
    account: serializeAccount(instance, from),
  };
  if (STATUS_NOTIFICATION_TYPES.has(row.type)) {
    let status = row.status_id ? findStatus(instance.db, row.status_id) : undefined;
    if (status?.reblog_of_id) status = findStatus(instance.db, status.reblog_of_id);
    json.status = status ? serializeStatus(instance, status, viewerId) : null;
  }
  return json;
}
