import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { distinct } from '../db/repositories/in-list';
import { statusesByIds } from '../db/repositories/statuses';
import type { NotificationRow, StatusRow } from '../db/rows';
import { serializeAccounts, type AccountJson } from './account';
import { serializeStatuses, type StatusJson } from './status';

export interface NotificationJson {
  id: string;
  type: string;
  created_at: string;
  /** Mastodon 4.3: the group it belongs to, `ungrouped-{id}` when none. */
  group_key: string;
  /** Only on a notification the recipient's policy filtered. */
  filtered?: true;
  account: AccountJson;
  status?: StatusJson | null;
}

/** The types whose notification carries a status (Mastodon's Notification#target_status). */
export const STATUS_NOTIFICATION_TYPES: ReadonlySet<string> = new Set(['mention', 'favourite', 'reblog', 'poll', 'status', 'update', 'quote', 'quoted_update']);

/**
 * https://docs.joinmastodon.org/entities/Notification/ — a reblog notification shows the boosted
 * status, whichever of the boost or the original the row points at. A notification whose sender is
 * gone is left out. The senders and statuses of the page are loaded together.
 */
export function serializeNotifications(instance: Instance, rows: readonly NotificationRow[], viewerId: string): NotificationJson[] {
  const { db } = instance;
  const senders = accountsByIds(db, distinct(rows.map((row) => row.from_account_id)));
  const withStatus = rows.filter((row) => STATUS_NOTIFICATION_TYPES.has(row.type));
  const targets = statusesByIds(db, distinct(withStatus.map((row) => row.status_id)));
  const boosted = statusesByIds(db, distinct([...targets.values()].map((status) => status.reblog_of_id)));
  const shown = (row: NotificationRow): StatusRow | undefined => {
    const status = row.status_id ? targets.get(row.status_id) : undefined;
    return status?.reblog_of_id ? boosted.get(status.reblog_of_id) : status;
  };
  const shownStatuses = distinctRows(withStatus.flatMap((row) => shown(row) ?? []));
  const statusJson = new Map(serializeStatuses(instance, shownStatuses, viewerId).map((json) => [json.id, json]));
  const accountJson = new Map(serializeAccounts(instance, [...senders.values()]).map((json) => [json.id, json]));
  return rows.flatMap((row) => {
    const account = accountJson.get(row.from_account_id);
    if (!account) return [];
    const json: NotificationJson = {
      id: row.id,
      type: row.type,
      created_at: row.created_at,
      group_key: row.group_key ?? `ungrouped-${row.id}`,
      ...(row.filtered === 1 ? { filtered: true as const } : {}),
      account,
    };
    if (STATUS_NOTIFICATION_TYPES.has(row.type)) {
      const status = shown(row);
      json.status = (status && statusJson.get(status.id)) ?? null;
    }
    return [json];
  });
}

/** One notification, or null when its sender is gone. */
export function serializeNotification(instance: Instance, row: NotificationRow, viewerId: string): NotificationJson | null {
  return serializeNotifications(instance, [row], viewerId)[0] ?? null;
}

function distinctRows(statuses: readonly StatusRow[]): StatusRow[] {
  return [...new Map(statuses.map((status) => [status.id, status])).values()];
}
