import * as z from 'zod/mini';
import { Count, Id, listOf, NullableId, NullableString, objectOrDefaults, orNull, requiredOpenEnum, Stringish, Text } from './common';
import { MediaAttachmentSchema } from './media-attachment';
import { QuoteApprovalPolicy } from './quote';
import { Visibility } from './visibility';

// The params are stored as the post request gave them, so a form-encoded request leaves strings
// ("true", "86400") where a JSON one leaves booleans and numbers: both are read.
const Boolish = z.pipe(
  z.nullish(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);

const ScheduledPollSchema = z.object({
  options: listOf(z.string()),
  expires_in: Count,
  multiple: Boolish,
  hide_totals: Boolish,
});

/** The parameters the status will be posted with; null where the request left one out (server default). */
export const ScheduledStatusParamsSchema = z.object({
  text: Text,
  spoiler_text: Text,
  sensitive: Boolish,
  visibility: orNull(requiredOpenEnum(Visibility)),
  language: NullableString,
  /**
   * Mastodon stores this one as a JSON number, which JSON.parse rounds past 2^53: a long
   * snowflake id may come out a few units off. Keep the replied-to id on the client side.
   */
  in_reply_to_id: NullableId,
  media_ids: listOf(Stringish),
  poll: orNull(ScheduledPollSchema),
  /** Mastodon 4.5+. */
  quoted_status_id: NullableId,
  quote_approval_policy: orNull(requiredOpenEnum(QuoteApprovalPolicy)),
  idempotency: NullableString,
});
export type ScheduledStatusParams = z.output<typeof ScheduledStatusParamsSchema>;

/**
 * A status that will be posted at `scheduled_at`. https://docs.joinmastodon.org/entities/ScheduledStatus/
 * `scheduled_at` is required: it is the point of the entity, and it tells one from a Status.
 */
export const ScheduledStatusSchema = z.object({
  id: Id,
  scheduled_at: z.string(),
  params: objectOrDefaults(ScheduledStatusParamsSchema),
  media_attachments: listOf(MediaAttachmentSchema),
});
export type ScheduledStatus = z.output<typeof ScheduledStatusSchema>;
