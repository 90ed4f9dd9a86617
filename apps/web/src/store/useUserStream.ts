import { expandNotifications, streamingStarted, streamingStopped } from '@trumpet/core';
import { useEffect } from 'react';
import { useAppDispatch } from './StoreProvider';

/** Signed in, the user stream runs for the whole session: it feeds home and notifications (SPEC §4). */
export function useUserStream(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!signedIn) return;
    dispatch(expandNotifications.request({}));
    dispatch(streamingStarted({ timeline: 'home', stream: { stream: 'user' } }));
    return () => {
      dispatch(streamingStopped({ timeline: 'home' }));
    };
  }, [dispatch, signedIn]);
}
