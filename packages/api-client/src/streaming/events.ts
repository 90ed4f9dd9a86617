import type * as z from 'zod/mini';
import { ValidationError } from '../http/errors';
import { keepable } from '../http/json-depth';
import { validate } from '../http/validate';
import { StatusSchema, type Status } from '../entities/status';
import { NotificationSchema, type Notification } from '../entities/notification';
import { ConversationSchema, type Conversation } from '../entities/conversation';
import { AnnouncementSchema, type Announcement } from '../entities/announcement';
import {
  AnnouncementReactionUpdateSchema,
  type AnnouncementReactionUpdate,
  type StreamingFrame,
} from '../entities/streaming-frame';
import { STREAMING_ENDPOINT } from './frame';
import type { Result } from './result';
import type { StreamParams } from './streams';

/** https://docs.joinmastodon.org/methods/streaming/#events */
export type StreamingEvent =
  | { type: 'update'; stream: StreamParams; status: Status }
  | { type: 'status.update'; stream: StreamParams; status: Status }
  | { type: 'delete'; stream: StreamParams; id: string }
  | { type: 'notification'; stream: StreamParams; notification: Notification }
  | { type: 'conversation'; stream: StreamParams; conversation: Conversation }
  | { type: 'filters_changed'; stream: StreamParams }
  /** An announcement was published or edited. */
  | { type: 'announcement'; stream: StreamParams; announcement: Announcement }
  /** A reaction's count on an announcement changed. */
  | { type: 'announcement.reaction'; stream: StreamParams; reaction: AnnouncementReactionUpdate }
  /** An announcement was removed; `id` is the announcement's. */
  | { type: 'announcement.delete'; stream: StreamParams; id: string }
  /** Accepted notification requests were merged into the notifications (4.3+): reload them. */
  | { type: 'notifications_merged'; stream: StreamParams }
  /** Any other event, passed through: `payload` is the parsed JSON object, else the raw string, else undefined. */
  | { type: 'unknown'; stream: StreamParams; event: string; payload: unknown };

/** A frame's `payload` is itself a JSON string, except for the deletes, whose payload is the bare id. */
export function toStreamingEvent(frame: StreamingFrame, stream: StreamParams): Result<StreamingEvent> {
  const endpoint = `${STREAMING_ENDPOINT} (event "${frame.event}")`;
  const payload = frame.payload ?? undefined;
  try {
    switch (frame.event) {
      case 'update':
      case 'status.update':
        return ok({ type: frame.event, stream, status: parsePayload(StatusSchema, payload, endpoint) });
      case 'notification':
        return ok({ type: 'notification', stream, notification: parsePayload(NotificationSchema, payload, endpoint) });
      case 'conversation':
        return ok({ type: 'conversation', stream, conversation: parsePayload(ConversationSchema, payload, endpoint) });
      case 'delete':
      case 'announcement.delete':
        if (payload === undefined || payload === '') throw missingPayload(endpoint, payload);
        return ok({ type: frame.event, stream, id: payload });
      case 'filters_changed':
      case 'notifications_merged':
        return ok({ type: frame.event, stream });
      case 'announcement':
        return ok({ type: 'announcement', stream, announcement: parsePayload(AnnouncementSchema, payload, endpoint) });
      case 'announcement.reaction':
        return ok({ type: 'announcement.reaction', stream, reaction: parsePayload(AnnouncementReactionUpdateSchema, payload, endpoint) });
      default:
        return ok({ type: 'unknown', stream, event: frame.event, payload: looseJson(payload) });
    }
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, error };
    throw error;
  }
}

function ok(value: StreamingEvent): Result<StreamingEvent> {
  return { ok: true, value };
}

function parsePayload<S extends z.core.$ZodType>(schema: S, payload: string | undefined, endpoint: string): z.output<S> {
  if (payload === undefined) throw missingPayload(endpoint, payload);
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new ValidationError({ endpoint, path: '(root)', problem: 'payload is not JSON', body: payload });
  }
  return validate(schema, json, endpoint);
}

function missingPayload(endpoint: string, payload: string | undefined): ValidationError {
  return new ValidationError({ endpoint, path: '(root)', problem: 'payload is missing', body: payload });
}

// Numbers stay strings: ids such as `announcement.delete`'s are too long for a double.
function looseJson(payload: string | undefined): unknown {
  if (payload === undefined) return undefined;
  try {
    const json: unknown = JSON.parse(payload);
    // Kept as text when nested deeper than any real event, so nothing later overflows walking it.
    return typeof json === 'object' && json !== null && keepable(json) !== null ? json : payload;
  } catch {
    return payload;
  }
}
