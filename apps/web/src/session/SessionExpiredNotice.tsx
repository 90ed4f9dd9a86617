import { selectSessionExpired } from '@trumpet/core';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../store/StoreProvider';

// Only after the server refuses the token: the message and the OAuth sign-in it starts load then.
const SessionExpiredBanner = lazy(() => import('./SessionExpiredBanner').then((module) => ({ default: module.SessionExpiredBanner })));

/** The one message for an expired session (issue #10), in place of an alert per failed call. */
export function SessionExpiredNotice() {
  const expired = useAppSelector(selectSessionExpired);
  return expired ? (
    <Suspense fallback={null}>
      <SessionExpiredBanner />
    </Suspense>
  ) : null;
}
