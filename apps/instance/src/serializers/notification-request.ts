import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { distinct } from '../db/repositories/in-list';
import { filteredCounts } from '../db/repositories/notification-requests';
import { statusesByIds } from '../db/repositories/statuses';
import type { NotificationRequestRow } from '../db/rows';
import { serializeAccounts, type AccountJson } from './account';
import { serializeStatuses, type StatusJson } from './status';

/** https://docs.joinmastodon.org/entities/NotificationRequest/ */
export interface NotificationRequestJson {
  id: string;
  created_at: string;
  updated_at: string;
  /** A numeric string, as Mastodon sends it. */
  notifications_count: string;
  account: AccountJson;
  last_status: StatusJson | null;
}

/** A page of requests; their senders, last statuses and counts are loaded together. A request whose sender is gone is left out. */
export function serializeNotificationRequests(instance: Instance, rows: readonly NotificationRequestRow[], viewerId: string): NotificationRequestJson[] {
  const { db } = instance;
  const senders = accountsByIds(db, distinct(rows.map((row) => row.from_account_id)));
  const accountJson = new Map(serializeAccounts(instance, [...senders.values()]).map((json) => [json.id, json]));
  const statuses = statusesByIds(db, distinct(rows.map((row) => row.last_status_id)));
  const statusJson = new Map(serializeStatuses(instance, [...statuses.values()], viewerId).map((json) => [json.id, json]));
  const counts = filteredCounts(db, rows);
  return rows.flatMap((row) => {
    const account = accountJson.get(row.from_account_id);
    if (!account) return [];
    return [
      {
        id: row.id,
        created_at: row.created_at,
        updated_at: row.updated_at,
        notifications_count: String(counts.get(row.id) ?? 0),
        account,
        last_status: (row.last_status_id && statusJson.get(row.last_status_id)) || null,
      },
    ];
  });
}
