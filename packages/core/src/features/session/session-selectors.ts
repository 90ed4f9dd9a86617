import type { SerializedApiError } from '@trumpet/api-client';
import type { RootState } from '../../store/root-reducer';
import { isStoredError, isUnauthorized } from '../../store/errors';

export const selectSessionExpired = (state: RootState): boolean => state.session.expired;
export const selectSessionExpiredReason = (state: RootState): string | null => state.session.reason;

/**
 * The 401 of a `_FAIL` payload that ends the session, else null. Mastodon answers 401 only when the
 * token does not authenticate (revoked, expired, login disabled or unconfirmed); a missing scope is
 * a 403. Signed-out visitors have no session to end, so theirs stays an ordinary failure.
 */
export function sessionEndingError(state: RootState, payload: unknown): SerializedApiError | null {
  if (state.meta.me === null || typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const { error } = payload;
  return isStoredError(error) && isUnauthorized(error) ? error : null;
}
