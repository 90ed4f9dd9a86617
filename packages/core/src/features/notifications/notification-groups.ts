import type { NotificationGroup } from '@trumpet/api-client';
import type { NotificationGroupInfo, NotificationRecord } from './notifications-actions';

/** Notification::Groups::GROUPABLE_NOTIFICATION_TYPES: the types the column folds together. */
export const GROUPABLE_NOTIFICATION_TYPES = ['favourite', 'reblog', 'follow', 'admin.sign_up'] as const;

/** Notification::Groups::MAXIMUM_GROUP_SPAN_HOURS. */
export const MAXIMUM_GROUP_SPAN_HOURS = 12;
const HOUR_MS = 60 * 60 * 1000;

/** How many accounts a group keeps for its avatars and its expanded list (Mastodon's NOTIFICATIONS_GROUP_MAX_AVATARS is 8). */
export const GROUP_SAMPLE_ACCOUNTS = 8;

export const isGroupableType = (type: string): boolean => (GROUPABLE_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** A group from GET /api/v2/notifications, as one record of the list: its newest notification with the group's count and accounts. */
export function toGroupedRecord(group: NotificationGroup): NotificationRecord {
  return {
    id: group.most_recent_notification_id,
    type: group.type,
    account: group.sample_account_ids[0] ?? '',
    status: group.status_id,
    created_at: group.latest_page_notification_at ?? '',
    group: {
      key: group.group_key,
      count: group.notifications_count,
      accounts: group.sample_account_ids.slice(0, GROUP_SAMPLE_ACCOUNTS),
      pageMinId: group.page_min_id,
    },
  };
}

/** A streamed notification joining its group: it becomes the group's newest, its account first. */
export function joinGroup(group: NotificationRecord, notification: NotificationRecord): NotificationRecord {
  const previous = group.group ?? { key: '', count: 1, accounts: [group.account], pageMinId: group.id };
  return {
    ...notification,
    group: {
      key: previous.key,
      count: previous.count + 1,
      accounts: [notification.account, ...previous.accounts.filter((id) => id !== notification.account)].slice(0, GROUP_SAMPLE_ACCOUNTS),
      pageMinId: previous.pageMinId,
    },
  };
}

/**
 * The group key Mastodon gives a notification (Notification#set_group_key!), for servers without
 * grouped notifications: `{type}-{status}-{hour}` for favourites and reblogs, `{type}-{hour}` for
 * follows and sign-ups, where a notification joins the hour bucket its prefix last used while that
 * bucket is under 12 hours older. Others are their own group. `items` are newest first.
 */
export function clientGroupKeys(items: readonly NotificationRecord[]): string[] {
  const keys: string[] = [];
  const buckets = new Map<string, number>();
  for (const item of [...items].reverse()) {
    if (!isGroupableType(item.type)) {
      keys.unshift(`ungrouped-${item.id}`);
      continue;
    }
    const prefix = item.type === 'favourite' || item.type === 'reblog' ? `${item.type}-${item.status ?? ''}` : item.type;
    const time = Date.parse(item.created_at);
    let bucket = Number.isNaN(time) ? 0 : Math.floor(time / HOUR_MS);
    const previous = buckets.get(prefix);
    if (previous !== undefined && bucket < previous + MAXIMUM_GROUP_SPAN_HOURS) bucket = previous;
    buckets.set(prefix, bucket);
    keys.unshift(`${prefix}-${bucket}`);
  }
  return keys;
}

/**
 * The list as the column shows it, newest first: each record that carries its group (from the
 * server) as it is, the others folded by `clientGroupKeys` into their newest member.
 */
export function groupNotifications(items: readonly NotificationRecord[]): NotificationRecord[] {
  const keys = clientGroupKeys(items);
  const byKey = new Map<string, NotificationRecord>();
  const order: string[] = [];
  items.forEach((item, index) => {
    const key = item.group?.key ?? keys[index] ?? `ungrouped-${item.id}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, item.group ? item : { ...item, group: { key, count: 1, accounts: [item.account], pageMinId: item.id } });
      order.push(key);
      return;
    }
    const info: NotificationGroupInfo = seen.group ?? { key, count: 1, accounts: [seen.account], pageMinId: seen.id };
    const accounts = info.accounts.includes(item.account) || info.accounts.length >= GROUP_SAMPLE_ACCOUNTS ? info.accounts : [...info.accounts, item.account];
    byKey.set(key, { ...seen, group: { ...info, count: info.count + (item.group?.count ?? 1), accounts, pageMinId: item.group?.pageMinId ?? item.id } });
  });
  return order.flatMap((key) => {
    const group = byKey.get(key);
    return group ? [group] : [];
  });
}
