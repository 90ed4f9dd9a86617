import { ApiError } from './api-error';

/** The request never got an answer: offline, DNS, refused connection, CORS. */
export class NetworkError extends ApiError {
  readonly kind = 'network' as const;
  readonly retryable = true;

  constructor(endpoint: string | null, cause?: unknown) {
    super('Network Error', endpoint, { cause });
  }
}
