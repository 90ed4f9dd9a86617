import * as z from 'zod/mini';
import { Count, Id, listOf, NullableNumber, orNull, Stringish } from './common';

/**
 * A raw WebSocket message. `payload` is a string: JSON for update, notification, conversation,
 * status.update, announcement and announcement.reaction; a bare id for delete and
 * announcement.delete; absent for filters_changed and notifications_merged.
 * https://docs.joinmastodon.org/methods/streaming/#events
 */
export const StreamingFrameSchema = z.object({
  stream: listOf(z.string()),
  event: z.string(),
  payload: orNull(Stringish),
});
export type StreamingFrame = z.output<typeof StreamingFrameSchema>;

/** What the server sends before closing a socket it refuses (bad stream, bad token). */
export const StreamingErrorFrameSchema = z.object({
  error: z.string(),
  status: NullableNumber,
});
export type StreamingErrorFrame = z.output<typeof StreamingErrorFrameSchema>;

/**
 * The payload of `announcement.reaction`: a reaction's new total on an announcement. `me` is not
 * sent (the event goes to every user), so a client keeps its own.
 * https://docs.joinmastodon.org/methods/streaming/#announcement.reaction
 */
export const AnnouncementReactionUpdateSchema = z.object({
  announcement_id: Id,
  name: z.string().check(z.minLength(1)),
  count: Count,
});
export type AnnouncementReactionUpdate = z.output<typeof AnnouncementReactionUpdateSchema>;
