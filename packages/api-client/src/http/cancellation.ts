import { AbortedError, NetworkError, TimeoutError, type ApiError } from './errors';

/**
 * Joins the caller's AbortSignal and an optional timeout into one controller, and tells afterwards
 * which of the two (if either) ended the call.
 */
export class Cancellation {
  readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timedOut = false;
  private readonly onAbort = (): void => this.controller.abort();

  constructor(
    private readonly signal: AbortSignal | undefined,
    private readonly timeout: number | undefined,
  ) {
    if (signal?.aborted) this.controller.abort();
    signal?.addEventListener('abort', this.onAbort, { once: true });
    if (timeout !== undefined && timeout > 0) {
      this.timer = setTimeout(() => {
        this.timedOut = true;
        this.controller.abort();
      }, timeout);
    }
  }

  /** The error a failure stands for: timeout, abort by the caller, or else a network failure. */
  errorFor(endpoint: string, cause: unknown): ApiError {
    if (this.timedOut) return new TimeoutError(this.timeout ?? 0, endpoint);
    if (this.signal?.aborted) return new AbortedError(endpoint, cause);
    return new NetworkError(endpoint, cause);
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
  }
}
