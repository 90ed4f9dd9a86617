import type { UnknownAction } from 'redux';
import { sessionExpired } from './session-actions';

/** Whether the signed-in user's token still works; the store holds one account, so this is per account. */
export interface SessionState {
  expired: boolean;
  /** The server's words for the 401 that ended the session ("The access token is invalid"). */
  reason: string | null;
}

export const initialSession: SessionState = { expired: false, reason: null };

export function sessionReducer(state: SessionState = initialSession, action: UnknownAction): SessionState {
  if (sessionExpired.match(action) && !state.expired) return { expired: true, reason: action.payload.message };
  return state;
}
