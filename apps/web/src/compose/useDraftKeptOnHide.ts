import { composePageHidden } from '@trumpet/core';
import { useEffect } from 'react';
import { useAppDispatch } from '../store/StoreProvider';

/**
 * Stores the compose draft at once when the page is hidden or left (a reload, a closed tab, a phone
 * switching apps), rather than after the second's pause, so text typed just before is not lost.
 */
export function useDraftKeptOnHide(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const hidden = () => dispatch(composePageHidden());
    const visibility = () => {
      if (document.visibilityState === 'hidden') hidden();
    };
    window.addEventListener('pagehide', hidden);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('pagehide', hidden);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [dispatch]);
}
