import { useCallback, useEffect, useRef, useState } from 'react';

/** Mastodon's video player hides its controls after this long without pointer movement (HOVER_FADE_DELAY). */
export const IDLE_DELAY = 4000;

export interface Idle {
  /** True once `active` has gone `delay` ms without a wake-up. */
  idle: boolean;
  /** Activity (pointer move, focus, a key): not idle, and the countdown starts again. */
  wake: () => void;
  /** The pointer left: idle at once. */
  sleep: () => void;
}

/** Idle tracking for a player's controls: only counts while `active` (playing). */
export function useIdle(active: boolean, delay = IDLE_DELAY): Idle {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const wake = useCallback(() => {
    clear();
    setIdle(false);
    if (active) timer.current = setTimeout(() => setIdle(true), delay);
  }, [active, delay]);
  const sleep = useCallback(() => {
    clear();
    setIdle(true);
  }, []);
  // Playback starting (or stopping) starts the countdown afresh.
  useEffect(() => {
    wake();
    return clear;
  }, [wake]);
  return { idle: active && idle, wake, sleep };
}
