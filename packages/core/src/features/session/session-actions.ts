import { createAction } from '../../store/actions';

/**
 * The server answered 401 to a call of the signed-in user: the token was revoked or expired, or the
 * account can no longer sign in. Put once per store; the app offers to sign in again.
 */
export const sessionExpired = createAction<{ endpoint: string | null; message: string }>('session/EXPIRED');
