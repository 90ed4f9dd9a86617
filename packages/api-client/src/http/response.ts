import { HttpError, ValidationError } from './errors';
import { keepable } from './json-depth';
import { readRateLimit } from './rate-limit';
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
  const rateLimit = readRateLimit(headers, Date.now());
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
  if (!ok) {
    throw new HttpError({ status, statusText, endpoint, body: keepable(body), rateLimit });
  }
  return { endpoint, status, headers, body, rateLimit };
}
