import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { AccountWarningSchema } from './account-warning';
import { Id, NullableString, orNull, requiredOpenEnum, Stringish, Text } from './common';
import { RelationshipSeveranceEventSchema } from './relationship-severance-event';
import { ReportSchema } from './report';
import { StatusSchema } from './status';

/**
 * The types every server sends and accepts back in `exclude_types[]` / `types[]` (Mastodon 3.5+,
 * Pleroma, Akkoma, GoToSocial), which is why a column filter builds its lists from these alone.
 */
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

/**
 * Later Mastodon types, parsed as themselves with their payloads: `admin.sign_up` (3.5),
 * `admin.report` (4.0, with `report`), `severed_relationships` (4.3, with `event`),
 * `moderation_warning` (4.3, with `moderation_warning`), `annual_report` (4.3, with
 * `annual_report`), `quote` and `quoted_update` (4.5, with `status`). Listed apart because
 * Pleroma and Akkoma refuse a type they do not know in `exclude_types[]` with a 400.
 */
export const NewerNotificationType = [
  'admin.sign_up',
  'admin.report',
  'severed_relationships',
  'moderation_warning',
  'annual_report',
  'quote',
  'quoted_update',
] as const;

export type NotificationType = (typeof NotificationType)[number] | (typeof NewerNotificationType)[number] | 'unknown';

/** Every type this client knows; anything else parses as 'unknown'. */
export const KnownNotificationType = [...NotificationType, ...NewerNotificationType] as const;

/** The year of a ready annual report (an `annual_report` notification). */
export const AnnualReportEventSchema = z.object({
  year: Stringish,
});
export type AnnualReportEvent = z.output<typeof AnnualReportEventSchema>;

/**
 * What to show for a type the client does not know (Mastodon 4.7+).
 * https://docs.joinmastodon.org/entities/Notification/#fallback
 */
export const NotificationFallbackSchema = z.object({
  title: Text,
  summary: NullableString,
  details: NullableString,
});
export type NotificationFallback = z.output<typeof NotificationFallbackSchema>;

/** The payloads a notification or a notification group carries besides its status. */
export const notificationPayloads = {
  /** admin.report */
  report: orNull(ReportSchema),
  /** severed_relationships */
  event: orNull(RelationshipSeveranceEventSchema),
  /** moderation_warning */
  moderation_warning: orNull(AccountWarningSchema),
  /** annual_report */
  annual_report: orNull(AnnualReportEventSchema),
  fallback: orNull(NotificationFallbackSchema),
};

const NotificationObject = z.object({
  id: Id,
  type: requiredOpenEnum(KnownNotificationType),
  /** Mastodon 4.3+; a server that does not group gets Mastodon's own key for a lone notification. */
  group_key: orNull(z.string()),
  created_at: Text,
  account: AccountSchema,
  status: orNull(StatusSchema),
  ...notificationPayloads,
});

type NotificationObject = z.output<typeof NotificationObject>;
/** https://docs.joinmastodon.org/entities/Notification/ */
export interface Notification extends Omit<NotificationObject, 'group_key'> {
  group_key: string;
}

export const NotificationSchema: z.ZodMiniType<Notification, unknown> = z.pipe(
  NotificationObject,
  z.transform((notification): Notification => ({
    ...notification,
    group_key: notification.group_key === null || notification.group_key === '' ? `ungrouped-${notification.id}` : notification.group_key,
  })),
);
