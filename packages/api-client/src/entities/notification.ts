import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Id, orNull, requiredOpenEnum, Text } from './common';
import { StatusSchema } from './status';

export const NotificationType = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'status',
  'update',
] as const;
export type NotificationType = (typeof NotificationType)[number] | 'unknown';

/** https://docs.joinmastodon.org/entities/Notification/ */
export const NotificationSchema = z.object({
  id: Id,
  type: requiredOpenEnum(NotificationType),
  created_at: Text,
  account: AccountSchema,
  status: orNull(StatusSchema),
});
export type Notification = z.output<typeof NotificationSchema>;
