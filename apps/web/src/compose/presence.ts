import { useEffect } from 'react';

/**
 * Which views are on screen beyond the composer (core counts that one): SPEC §2, a direct post goes
 * to /timelines/direct only when no conversations view is mounted.
 */
export type PresentView = 'conversations';

const counts: Record<PresentView, number> = { conversations: 0 };

export function isMounted(view: PresentView): boolean {
  return counts[view] > 0;
}

/** Counts the calling component as `view` while it is mounted. */
export function usePresence(view: PresentView): void {
  useEffect(() => {
    counts[view] += 1;
    return () => {
      counts[view] -= 1;
    };
  }, [view]);
}
