export interface BackoffOptions {
  /** Ceiling of the first delay. Default 1000 ms. */
  initialDelayMs?: number;
  /** No delay exceeds this. Default 30000 ms. */
  maxDelayMs?: number;
}

export const DEFAULT_INITIAL_DELAY_MS = 1000;
export const DEFAULT_MAX_DELAY_MS = 30000;

/**
 * Delay before reconnect attempt number `attempt` (0 for the first): capped exponential
 * backoff with equal jitter, so each delay lies in [ceiling / 2, ceiling] where
 * ceiling = min(maxDelayMs, initialDelayMs * 2^attempt). With maxDelayMs 40000 the steady
 * state is the 20–40 s of SPEC §9.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}, random: () => number = Math.random): number {
  const initial = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  const max = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const ceiling = Math.min(max, initial * 2 ** Math.max(0, attempt));
  const half = ceiling / 2;
  return Math.round(half + half * random());
}
