import * as z from 'zod/mini';
import { Flag, Id, NullableString, Text } from './common';

/** https://docs.joinmastodon.org/entities/WebPushSubscription/ */
export const PushSubscriptionSchema = z.object({
  id: Id,
  endpoint: Text,
  server_key: Text,
  /** One flag per notification type (mention, follow, admin.sign_up, …); open-ended. */
  alerts: z.pipe(
    z.nullish(z.record(z.string(), Flag)),
    z.transform((alerts) => alerts ?? {}),
  ),
  /** all, followed, follower or none (Mastodon 3.4.2+). */
  policy: NullableString,
});
export type PushSubscription = z.output<typeof PushSubscriptionSchema>;
