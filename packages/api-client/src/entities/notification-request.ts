import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Count, Id, orNull, Text } from './common';
import { StatusSchema } from './status';

/**
 * Notifications from one account held back by the user's notification policy (Mastodon 4.3+).
 * https://docs.joinmastodon.org/entities/NotificationRequest/
 */
export const NotificationRequestSchema = z.object({
  id: Id,
  created_at: Text,
  updated_at: Text,
  /** The account whose notifications were filtered. */
  account: AccountSchema,
  /** Mastodon sends a numeric string; a number here. */
  notifications_count: Count,
  last_status: orNull(StatusSchema),
});
export type NotificationRequest = z.output<typeof NotificationRequestSchema>;
