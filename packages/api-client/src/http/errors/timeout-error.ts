import { ApiError, type SerializedApiError } from './api-error';

/** The per-call timeout ran out. Message and code as the classic web client's HTTP client reports them. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout' as const;
  readonly retryable = true;
  readonly code = 'ECONNABORTED';
  readonly timeout: number;

  constructor(timeout: number, endpoint: string | null) {
    super(`timeout of ${timeout}ms exceeded`, endpoint);
    this.timeout = timeout;
  }

  override toJSON(): SerializedApiError {
    return { ...super.toJSON(), code: this.code };
  }
}
