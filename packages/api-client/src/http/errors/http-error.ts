import { ApiError, type RateLimit, type SerializedApiError } from './api-error';

const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
/** What a server without an endpoint answers: 404, or 405/410/501 from proxies and forks. */
const MISSING_ENDPOINT_STATUSES = new Set([404, 405, 410, 501]);

export interface HttpErrorInit {
  status: number;
  statusText: string;
  endpoint: string | null;
  body: unknown;
  rateLimit: RateLimit | null;
}

/** A response outside 200–299. The message is the server's `error` field, else the status text. */
export class HttpError extends ApiError {
  readonly kind = 'http' as const;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly rateLimit: RateLimit | null;
  readonly details: Record<string, unknown> | null;

  constructor(init: HttpErrorInit) {
    super(serverMessage(init.body) ?? (init.statusText || `HTTP ${init.status}`), init.endpoint);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.rateLimit = init.rateLimit;
    this.details = serverDetails(init.body);
  }

  /**
   * When a retry may succeed, in milliseconds since the epoch: the server's Retry-After, else, for
   * a 429, the rate-limit window's reset. Null when the server said nothing.
   */
  get retryAt(): number | null {
    const limit = this.rateLimit;
    if (limit === null) return null;
    return limit.retryAfter ?? (this.status === 429 ? limit.resetAt : null);
  }

  /** A rate-limited (or unavailable) answer is retryable only once its retry time has come. */
  get retryable(): boolean {
    if (!RETRYABLE_STATUSES.has(this.status)) return false;
    const at = this.retryAt;
    return at === null || Date.now() >= at;
  }

  /**
   * The server has no such endpoint (an older Mastodon, or a fork): a client falls back to the older
   * call. A refusal or a rate limit is not that, and would only be repeated.
   */
  get endpointMissing(): boolean {
    return MISSING_ENDPOINT_STATUSES.has(this.status);
  }

  override toJSON(): SerializedApiError {
    return {
      ...super.toJSON(),
      status: this.status,
      statusText: this.statusText,
      rateLimit: this.rateLimit,
      details: this.details,
      body: this.body,
    };
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.length > 0) return error;
  }
  return null;
}

function serverDetails(body: unknown): Record<string, unknown> | null {
  if (typeof body === 'object' && body !== null && 'details' in body) {
    const details = (body as { details: unknown }).details;
    if (typeof details === 'object' && details !== null) return details as Record<string, unknown>;
  }
  return null;
}
