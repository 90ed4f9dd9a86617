import { HttpError, ValidationError } from '../http/errors';
import { keepable } from '../http/json-depth';
import { validate } from '../http/validate';
import { StreamingErrorFrameSchema, StreamingFrameSchema, type StreamingFrame } from '../entities/streaming-frame';
import type { Result } from './result';

export const STREAMING_ENDPOINT = 'GET /api/v1/streaming';

/**
 * One WebSocket message as a frame: JSON with `event`, `payload` and, on the multiplexed socket, `stream`.
 * The server reports a refused subscription as `{error, status}`, which becomes an HttpError.
 * https://docs.joinmastodon.org/methods/streaming/#websocket
 */
export function parseFrame(data: unknown): Result<StreamingFrame> {
  if (typeof data !== 'string') return invalid('not a text message', data);
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return invalid('not JSON', data);
  }
  const errorFrame = StreamingErrorFrameSchema.safeParse(json);
  if (errorFrame.success) {
    const { status } = errorFrame.data;
    return {
      ok: false,
      error: new HttpError({ status: status ?? 0, statusText: '', endpoint: STREAMING_ENDPOINT, body: keepable(json), rateLimit: null }),
    };
  }
  try {
    return { ok: true, value: validate(StreamingFrameSchema, json, STREAMING_ENDPOINT) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, error };
    throw error;
  }
}

function invalid(problem: string, body: unknown): Result<never> {
  return { ok: false, error: new ValidationError({ endpoint: STREAMING_ENDPOINT, path: '(root)', problem, body }) };
}
