import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API for one element: whether it is full screen, and a toggle. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { isFullscreen: boolean; toggleFullscreen: () => void; supported: boolean } {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggleFullscreen = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false;
  return { isFullscreen, toggleFullscreen, supported };
}
