import { HttpError, ValidationError, type RateLimit } from './errors';
import type { RawResponse } from './types';

/** Turns a received response into its parsed body, or the HttpError it stands for (200–299 is success). */
export function interpretResponse(
  endpoint: string,
  status: number,
  statusText: string,
  headers: Headers,
  text: string,
): RawResponse {
  const ok = status >= 200 && status < 300;
  let body: unknown = text;
  if (text.trim().length === 0) {
    body = null;
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      if (ok) throw new ValidationError({ endpoint, path: '(root)', problem: 'the body is not JSON', body: text });
    }
  }
  if (!ok) throw new HttpError({ status, statusText, endpoint, body, rateLimit: readRateLimit(headers) });
  return { endpoint, status, headers, body };
}

function readRateLimit(headers: Headers): RateLimit | null {
  const limit = headers.get('x-ratelimit-limit');
  const remaining = headers.get('x-ratelimit-remaining');
  const reset = headers.get('x-ratelimit-reset');
  if (limit === null && remaining === null && reset === null) return null;
  return { limit: toNumber(limit), remaining: toNumber(remaining), reset };
}

function toNumber(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
