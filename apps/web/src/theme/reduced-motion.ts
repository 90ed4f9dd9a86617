import { useEffect } from 'react';
import { selectMeta } from '../store/meta';
import { useAppSelector } from '../store/StoreProvider';

/** Sets or clears <html data-reduce-motion>, which turns transitions and animations off (ui's base.css). */
export function applyReducedMotion(reduce: boolean, root: HTMLElement = document.documentElement): void {
  root.toggleAttribute('data-reduce-motion', reduce);
}

/** Follows the account's reduce_motion preference (Mastodon's web setting, in core's meta). */
export function useReducedMotionPreference(): void {
  const reduce = useAppSelector(selectMeta).reduce_motion;
  useEffect(() => {
    applyReducedMotion(reduce);
    return () => applyReducedMotion(false);
  }, [reduce]);
}
