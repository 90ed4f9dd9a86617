import { fetchMarkers, flushMarkers } from '@trumpet/core';
import { useEffect } from 'react';
import { useAppDispatch } from './StoreProvider';

/**
 * Signed in, the read markers come from the server on open and whenever the page is shown again
 * (another device may have read on), and what was read here is saved as the page is hidden or left.
 */
export function useReadMarkers(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!signedIn) return;
    dispatch(fetchMarkers.request());
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') dispatch(flushMarkers());
      else dispatch(fetchMarkers.request());
    };
    const onPageHide = (): void => {
      dispatch(flushMarkers());
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [dispatch, signedIn]);
}
