import { networkRestored } from '@trumpet/core';
import { useEffect } from 'react';
import { useAppDispatch } from './StoreProvider';

/** Tells the store when the browser is back online: timelines shown from what was kept load again. */
export function useNetworkRestored(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const online = () => dispatch(networkRestored());
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [dispatch]);
}
