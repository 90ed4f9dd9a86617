import { ApiError } from './api-error';

/** The caller cancelled the call through its AbortSignal. */
export class AbortedError extends ApiError {
  readonly kind = 'aborted' as const;
  readonly retryable = false;

  constructor(endpoint: string | null, cause?: unknown) {
    super('Request aborted', endpoint, { cause });
  }
}
