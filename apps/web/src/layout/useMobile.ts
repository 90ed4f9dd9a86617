import { useSyncExternalStore } from 'react';

/** SPEC §2, §9: the mobile layout applies at width 630 or less. */
export const MOBILE_MAX_WIDTH = 630;
/** Below this width the multi-column layout has no room for the compose drawer beside a column. */
export const DRAWER_MIN_WIDTH = 1024;

function useMediaQuery(query: string): boolean {
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

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
}

export function useHasDrawerRoom(): boolean {
  return useMediaQuery(`(min-width: ${DRAWER_MIN_WIDTH}px)`);
}
