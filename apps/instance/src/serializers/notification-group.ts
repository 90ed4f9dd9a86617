import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { distinct } from '../db/repositories/in-list';
import { statusesByIds } from '../db/repositories/statuses';
import type { NotificationRow, StatusRow } from '../db/rows';
import { hiddenStatusJson } from '../policies/filters';
import { serializeAccounts, type AccountJson } from './account';
import { STATUS_NOTIFICATION_TYPES } from './notification';
import { serializeStatuses, type StatusJson } from './status';

/** https://docs.joinmastodon.org/entities/GroupedNotificationsResults/#NotificationGroup */
export interface NotificationGroupJson {
  group_key: string;
  notifications_count: number;
  type: string;
  /** Mastodon sends a JSON number, which cannot hold a snowflake exactly in JavaScript: a string here, as every other id. */
  most_recent_notification_id: string;
  page_min_id?: string;
  page_max_id?: string;
  latest_page_notification_at?: string;
  sample_account_ids: string[];
  status_id?: string | null;
}

/** https://docs.joinmastodon.org/entities/PartialAccountWithAvatar/ */
export type PartialAccountJson = Pick<AccountJson, 'id' | 'acct' | 'locked' | 'bot' | 'url' | 'avatar' | 'avatar_static' | 'avatar_description'>;

/** https://docs.joinmastodon.org/entities/GroupedNotificationsResults/ */
export interface GroupedNotificationsJson {
  accounts: AccountJson[];
  partial_accounts?: PartialAccountJson[];
  statuses: StatusJson[];
  notification_groups: NotificationGroupJson[];
}

/** A group as NotificationGroup.from_notifications builds it: the notification that stands for it and its summary. */
export interface NotificationGroup {
  notification: NotificationRow;
  groupKey: string;
  sampleAccountIds: readonly string[];
  count: number;
  mostRecentId: string;
  /** The group within the page (page_min_id, latest_page_notification_at), for a page of the list only. */
  page: { minId: string; latestAt: string } | null;
}

export type ExpandAccounts = 'full' | 'partial_avatars';

/**
 * REST::DedupNotificationGroupSerializer: the groups, with the accounts and statuses they refer to
 * listed once. With `partial_avatars` only each group's newest account is in `accounts`; the other
 * sample accounts come in `partial_accounts`. A group whose status a `hide` filter hides in
 * notifications is left out, as the v1 list leaves out such notifications.
 */
export function serializeGroupedNotifications(
  instance: Instance,
  groups: readonly NotificationGroup[],
  viewerId: string,
  expand: ExpandAccounts,
): GroupedNotificationsJson {
  const { db } = instance;
  const withStatus = groups.filter((group) => STATUS_NOTIFICATION_TYPES.has(group.notification.type));
  const targets = statusesByIds(db, distinct(withStatus.map((group) => group.notification.status_id)));
  const boosted = statusesByIds(db, distinct([...targets.values()].map((status) => status.reblog_of_id)));
  const shown = (row: NotificationRow): StatusRow | undefined => {
    const status = row.status_id ? targets.get(row.status_id) : undefined;
    return status?.reblog_of_id ? boosted.get(status.reblog_of_id) : status;
  };
  const statusRows = [...new Map(withStatus.flatMap((group) => shown(group.notification) ?? []).map((status) => [status.id, status])).values()];
  const statusJson = new Map(serializeStatuses(instance, statusRows, viewerId).map((json) => [json.id, json]));
  const kept = groups.filter((group) => {
    const status = shown(group.notification);
    return !hiddenStatusJson(status && statusJson.get(status.id), viewerId, 'notifications');
  });

  const full = distinct(kept.flatMap((group) => (expand === 'full' ? group.sampleAccountIds : group.sampleAccountIds.slice(0, 1))));
  const partial = expand === 'full' ? [] : distinct(kept.flatMap((group) => group.sampleAccountIds.slice(1))).filter((id) => !full.includes(id));
  const accountRows = accountsByIds(db, [...full, ...partial]);
  const accountJson = new Map(serializeAccounts(instance, [...accountRows.values()]).map((json) => [json.id, json]));
  const present = <T>(ids: readonly string[], pick: (json: AccountJson) => T): T[] => ids.flatMap((id) => {
    const json = accountJson.get(id);
    return json ? [pick(json)] : [];
  });

  return {
    accounts: present(full, (account) => account),
    ...(expand === 'partial_avatars' ? { partial_accounts: present(partial, partialAccount) } : {}),
    statuses: distinct(kept.map((group) => shown(group.notification)?.id)).flatMap((id) => statusJson.get(id) ?? []),
    notification_groups: kept.map((group) => groupJson(group, shown(group.notification))),
  };
}

function groupJson(group: NotificationGroup, status: StatusRow | undefined): NotificationGroupJson {
  return {
    group_key: group.groupKey,
    notifications_count: group.count,
    type: group.notification.type,
    most_recent_notification_id: group.mostRecentId,
    ...(group.page ? { page_min_id: group.page.minId, page_max_id: group.mostRecentId, latest_page_notification_at: group.page.latestAt } : {}),
    sample_account_ids: [...group.sampleAccountIds],
    ...(STATUS_NOTIFICATION_TYPES.has(group.notification.type) ? { status_id: status?.id ?? null } : {}),
  };
}

function partialAccount(account: AccountJson): PartialAccountJson {
  const { id, acct, locked, bot, url, avatar, avatar_static, avatar_description } = account;
  return { id, acct, locked, bot, url, avatar, avatar_static, avatar_description };
}
