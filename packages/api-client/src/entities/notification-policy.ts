import * as z from 'zod/mini';
import { Count, objectOrDefaults, openEnum } from './common';

export const NotificationPolicyValue = ['accept', 'filter', 'drop'] as const;
export type NotificationPolicyValue = (typeof NotificationPolicyValue)[number] | 'unknown';

const policyValue = openEnum(NotificationPolicyValue);

/**
 * Which notifications the server accepts, filters into requests, or drops (v2, Mastodon 4.3+).
 * https://docs.joinmastodon.org/entities/NotificationPolicy/
 */
export const NotificationPolicySchema = z.object({
  for_not_following: policyValue,
  for_not_followers: policyValue,
  for_new_accounts: policyValue,
  for_private_mentions: policyValue,
  for_limited_accounts: policyValue,
  summary: objectOrDefaults(
    z.object({
      pending_requests_count: Count,
      pending_notifications_count: Count,
    }),
  ),
});
export type NotificationPolicy = z.output<typeof NotificationPolicySchema>;
