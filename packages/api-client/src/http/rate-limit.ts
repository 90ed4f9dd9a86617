import { HttpError, type RateLimit } from './errors';

/** Reads a response's rate-limit headers, as received at `now`. https://docs.joinmastodon.org/api/rate-limits/ */
export function readRateLimit(headers: Headers, now: number): RateLimit | null {
  const limit = headers.get('x-ratelimit-limit');
  const remaining = headers.get('x-ratelimit-remaining');
  const reset = headers.get('x-ratelimit-reset');
  const retryAfter = headers.get('retry-after');
  if (limit === null && remaining === null && reset === null && retryAfter === null) return null;
  return {
    limit: toNumber(limit),
    remaining: toNumber(remaining),
    reset,
    resetAt: reset === null ? null : toTime(reset),
    retryAfter: retryAfter === null ? null : retryAfterAt(retryAfter, now),
  };
}

/** Retry-After is delay-seconds or an HTTP-date. https://httpwg.org/specs/rfc9110.html#field.retry-after */
function retryAfterAt(value: string, now: number): number | null {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return now + Number(trimmed) * 1000;
  return toTime(trimmed);
}

function toTime(value: string): number | null {
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

function toNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * How long to wait, from `now`, before retrying what failed with `error`: until the time a
 * rate-limited (429) or unavailable (503) answer gave, else 0. Never negative.
 */
export function retryDelayFor(error: unknown, now: number = Date.now()): number {
  if (!(error instanceof HttpError)) return 0;
  const at = error.retryAt;
  return at === null ? 0 : Math.max(0, at - now);
}

/** Until when what a server last said holds requests back: a 429's retry time, or an exhausted window's reset. */
export function heldUntil(rateLimit: RateLimit, status: number): number | null {
  if (status === 429) return rateLimit.retryAfter ?? rateLimit.resetAt;
  if (rateLimit.remaining !== null && rateLimit.remaining <= 0) return rateLimit.resetAt;
  return null;
}
