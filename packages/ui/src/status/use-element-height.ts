import { useEffect, useState, type RefObject } from 'react';

type Listener = (height: number) => void;

// One observer for every status on screen: timelines mount hundreds.
let observer: ResizeObserver | null = null;
const listeners = new WeakMap<Element, Listener>();

function sharedObserver(): ResizeObserver | null {
  if (observer) return observer;
  if (typeof ResizeObserver === 'undefined') return null;
  observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      listeners.get(entry.target)?.(height);
    }
  });
  return observer;
}

/** The element's rendered height, kept current by a shared ResizeObserver; 0 until measured. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    const resize = sharedObserver();
    if (!enabled || !element || !resize) return;
    listeners.set(element, setHeight);
    resize.observe(element);
    return () => {
      resize.unobserve(element);
      listeners.delete(element);
    };
  }, [ref, enabled]);
  return height;
}

/** For tests: forget the shared observer so a test can install its own ResizeObserver. */
export function resetElementHeightObserver(): void {
  observer?.disconnect();
  observer = null;
}
