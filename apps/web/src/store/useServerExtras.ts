import { selectTranslationEnabled } from '@trumpet/core';
import { lazyModule, type StatusTranslationProps } from '@trumpet/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { useAppSelector, useAppStore } from './StoreProvider';

const extrasCode = lazyModule('server-extras', () => import('./server-extras'));

/** After the first screen, like the deferred features. */
const AFTER_FIRST_SCREEN_MS = 2000;

/**
 * Loads the server's announcements and translation support once the first screen is up (signed in
 * only: both need a user), and answers the component that translates statuses when the server can.
 */
export function useServerExtras(signedIn: boolean): ComponentType<StatusTranslationProps> | null {
  const store = useAppStore();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setTimeout(() => {
      extrasCode.load().then(
        (extras) => {
          extras.startServerExtras(store);
          setStarted(true);
        },
        () => undefined,
      );
    }, AFTER_FIRST_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, store]);
  const enabled = useAppSelector(selectTranslationEnabled);
  return started && enabled ? (extrasCode.current()?.ConnectedTranslation ?? null) : null;
}
