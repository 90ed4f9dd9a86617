import { delay } from 'typed-redux-saga';
import { services } from './context';

/**
 * Before an automatic request (a poll, a refetch): waits for as long as the server last asked, a
 * 429's Retry-After or an exhausted window's X-RateLimit-Reset, instead of hammering it.
 * https://docs.joinmastodon.org/api/rate-limits/
 */
export function* waitForRateLimit() {
  const { api } = yield* services();
  for (let wait = api.http.rateLimitWait(); wait > 0; wait = api.http.rateLimitWait()) yield* delay(wait);
}
