import { useSyncExternalStore } from 'react';

/** SPEC §2, §9: the mobile layout applies at width 630 or less. */
export const MOBILE_MAX_WIDTH = 630;
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => undefined;
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const read = () => (typeof matchMedia === 'function' ? matchMedia(QUERY).matches : false);

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
