import * as z from 'zod/mini';
import { listOf, NullableNumber, orNull, Stringish } from './common';

/**
 * A raw WebSocket message. `payload` is a string: JSON for update, notification, conversation
 * and status.update; a bare status id for delete; absent for filters_changed.
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
