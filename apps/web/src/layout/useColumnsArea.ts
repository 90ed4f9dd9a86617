import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { COLUMN_FIT, columnWidth } from './column-width';

/** The routed screen's element in the area: the last child, unless that is a pinned column. */
function routedElement(area: HTMLElement): HTMLElement | null {
  const last = area.lastElementChild;
  return last instanceof HTMLElement && !last.matches('.w-columns__column') ? last : null;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The multi-column area: sizes its columns to the area (column-width.ts, as a CSS variable) and,
 * after each navigation, scrolls the routed column into view and focuses it, as Mastodon's columns
 * area does. The column may arrive after the route (its code loads): until then this waits for it.
 */
export function useColumnsArea(area: RefObject<HTMLElement | null>, routeKey: string): void {
  const revealPending = useRef(true);
  const reveal = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const size = () => {
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      const width = columnWidth(element.clientWidth, element.childElementCount, { ...COLUMN_FIT, gap });
      element.style.setProperty('--w-column-width', `${width}px`);
    };
    reveal.current = () => {
      if (!revealPending.current) return;
      const routed = routedElement(element);
      if (!routed) return;
      routed.scrollIntoView({ inline: 'nearest', block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
      // The column itself once its screen has loaded (a loading placeholder stands in before).
      const column = routed.matches('.t-column') ? routed : routed.querySelector<HTMLElement>('.t-column');
      if (!column) return;
      revealPending.current = false;
      if (!column.contains(document.activeElement)) column.focus({ preventScroll: true });
    };
    size();
    const resized = new ResizeObserver(size);
    resized.observe(element);
    const changed = new MutationObserver(() => {
      size();
      reveal.current();
    });
    changed.observe(element, { childList: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      reveal.current = () => undefined;
    };
  }, [area]);

  // Each navigation, the first load included; the same element may show the new route (one status to another).
  useEffect(() => {
    revealPending.current = true;
    reveal.current();
  }, [routeKey]);
}
