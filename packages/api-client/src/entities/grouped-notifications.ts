import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Count, Flag, Id, listOf, NullableId, NullableString, requiredOpenEnum, Text } from './common';
import { KnownNotificationType, notificationPayloads } from './notification';
import { StatusSchema } from './status';

/**
 * The few fields of an account a grouped notification's avatar row needs (`expand_accounts=partial_avatars`).
 * https://docs.joinmastodon.org/entities/PartialAccountWithAvatar/
 */
export const PartialAccountWithAvatarSchema = z.object({
  id: Id,
  acct: z.string(),
  url: NullableString,
  avatar: Text,
  avatar_static: Text,
  /** Mastodon 4.6+; '' when the avatar has no description. */
  avatar_description: Text,
  locked: Flag,
  bot: Flag,
});
export type PartialAccountWithAvatar = z.output<typeof PartialAccountWithAvatarSchema>;

/**
 * Notifications of one type about one target, folded together; its accounts and status are ids
 * into the results' `accounts`, `partial_accounts` and `statuses`.
 * https://docs.joinmastodon.org/entities/GroupedNotificationsResults/#NotificationGroup
 */
export const NotificationGroupSchema = z.object({
  /** What the group is fetched and dismissed by. */
  group_key: z.string().check(z.minLength(1)),
  type: requiredOpenEnum(KnownNotificationType),
  notifications_count: Count,
  /** Mastodon sends a number; a string here, like every id. */
  most_recent_notification_id: Id,
  /** The group's oldest and newest notification within this page, and the newest's time. */
  page_min_id: NullableId,
  page_max_id: NullableId,
  latest_page_notification_at: NullableString,
  /** The newest accounts of the group, most recent first. */
  sample_account_ids: listOf(Id),
  /** For favourite, reblog, status, mention, poll, update, quote and quoted_update groups. */
  status_id: NullableId,
  ...notificationPayloads,
});
export type NotificationGroup = z.output<typeof NotificationGroupSchema>;

/** GET /api/v2/notifications and its single-group form. https://docs.joinmastodon.org/entities/GroupedNotificationsResults/ */
export const GroupedNotificationsResultsSchema = z.object({
  accounts: listOf(AccountSchema),
  /** Only with `expand_accounts=partial_avatars`. */
  partial_accounts: listOf(PartialAccountWithAvatarSchema),
  statuses: listOf(StatusSchema),
  notification_groups: listOf(NotificationGroupSchema),
});
export type GroupedNotificationsResults = z.output<typeof GroupedNotificationsResultsSchema>;
