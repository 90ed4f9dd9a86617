import { layoutFor, selectLayoutPreference, type Layout } from '@trumpet/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../store/StoreProvider';

/** The single-column layout has room for the composer beside the column and the navigation from here. */
export const COMPOSE_PANEL_MIN_WIDTH = 1240;

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const windowWidth = (): number => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** The layout the window shows now (core's rule over the saved preference); re-renders only when it changes. */
export function useWindowLayout(): Layout {
  const preference = useAppSelector(selectLayoutPreference);
  const current = useCallback(() => layoutFor(preference, windowWidth()), [preference]);
  return useSyncExternalStore(subscribeToResize, current, current);
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : false),
    () => false,
  );
}
