import { selectSessionExpired } from '@trumpet/core';
import { lazyChunk } from '../routing/lazyScreen';
import { useAppSelector } from '../store/StoreProvider';

// Only after the server refuses the token: the message and the OAuth sign-in it starts load then.
const SessionExpiredBanner = lazyChunk<object>('session-expired', () => import('./SessionExpiredBanner').then((module) => ({ default: module.SessionExpiredBanner })));

/** The one message for an expired session (issue #10), in place of an alert per failed call. */
export function SessionExpiredNotice() {
  const expired = useAppSelector(selectSessionExpired);
  return expired ? <SessionExpiredBanner /> : null;
}
