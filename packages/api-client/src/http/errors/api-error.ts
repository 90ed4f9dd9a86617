export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'validation';

/** A response's rate-limit headers. https://docs.joinmastodon.org/api/rate-limits/ */
export interface RateLimit {
  /** X-RateLimit-Limit: requests allowed in the window. */
  limit: number | null;
  /** X-RateLimit-Remaining: requests left in the window. */
  remaining: number | null;
  /** X-RateLimit-Reset as sent (an ISO 8601 time). */
  reset: string | null;
  /** The same, in milliseconds since the epoch; null when absent or unreadable. */
  resetAt: number | null;
  /** Retry-After (delay-seconds or an HTTP-date) as milliseconds since the epoch; null when absent. */
  retryAfter: number | null;
}

/** The plain, serialisable form of every api-client error: safe to keep in a Redux store. */
export interface SerializedApiError {
  kind: ApiErrorKind;
  message: string;
  retryable: boolean;
  /** `METHOD /path` of the call that failed, when known. */
  endpoint: string | null;
  /** HTTP status, for `http` errors. */
  status: number | null;
  statusText: string | null;
  /** Machine-readable code: `ECONNABORTED` for timeouts, else null. */
  code: string | null;
  /** For `validation` errors: the dotted path of the first field that failed. */
  path: string | null;
  rateLimit: RateLimit | null;
  /** Mastodon's 422 `details`, when the server sent them. */
  details: Record<string, unknown> | null;
  /** The response body as received, for `http` and `validation` errors. */
  body: unknown;
}

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  abstract readonly retryable: boolean;
  readonly endpoint: string | null;

  constructor(message: string, endpoint: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.endpoint = endpoint;
    this.name = new.target.name;
  }

  toJSON(): SerializedApiError {
    return {
      kind: this.kind,
      message: this.message,
      retryable: this.retryable,
      endpoint: this.endpoint,
      status: null,
      statusText: null,
      code: null,
      path: null,
      rateLimit: null,
      details: null,
      body: null,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
