import { NAV_ITEM_ATTRIBUTE, navItemOf } from '@trumpet/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The entry that had the focus on a screen: its key, in the column of that name. */
interface FocusMark {
  key: string;
  column: string | null;
}

/** How long a screen may take to appear (a lazy chunk, a status fetched) before focus stops waiting. */
const WAIT_FRAMES = 120;

function markOf(element: Element | null): FocusMark | null {
  const item = navItemOf(element);
  const key = item?.dataset.key;
  if (item === null || key === undefined) return null;
  return { key, column: item.closest('.t-column')?.getAttribute('aria-label') ?? null };
}

function findMark(mark: FocusMark): HTMLElement | null {
  const columns = Array.from(document.querySelectorAll('#main .t-column')).filter((column) => mark.column === null || column.getAttribute('aria-label') === mark.column);
  for (const column of columns) {
    const item = Array.from(column.querySelectorAll<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}]`)).find((element) => element.dataset.key === mark.key);
    if (item) return item;
  }
  return null;
}

/** The routed screen's column: the one not pinned in the multi-column layout. */
function routedColumn(): HTMLElement | null {
  return Array.from(document.querySelectorAll<HTMLElement>('#main .t-column')).find((column) => column.closest('[data-column]') === null) ?? null;
}

/** Runs `attempt` on each frame until it returns true or the wait is over; returns a cancel. */
function eachFrame(attempt: () => boolean): () => void {
  let frames = 0;
  let handle = 0;
  const step = (): void => {
    frames += 1;
    if (attempt() || frames >= WAIT_FRAMES) return;
    handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}

/**
 * Focus follows navigation: a screen opened moves the focus into its column (unless something in it,
 * a composer, a thread's status, took it), and going back returns it to the entry that had it there.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const marks = useRef(new Map<string, FocusMark>());
  const current = useRef(location.key);
  const first = useRef(true);
  current.current = location.key;

  useEffect(() => {
    const onFocusIn = (event: FocusEvent): void => {
      const mark = markOf(event.target instanceof Element ? event.target : null);
      if (mark !== null) marks.current.set(current.current, mark);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const mark = navigationType === 'POP' ? marks.current.get(location.key) : undefined;
    if (mark !== undefined) {
      return eachFrame(() => {
        const item = findMark(mark);
        item?.focus();
        return item !== null;
      });
    }
    // Into the routed column once, then again only if a re-render (a chunk replacing its placeholder) dropped it.
    let moved = false;
    return eachFrame(() => {
      const column = routedColumn();
      const active = document.activeElement;
      if (column === null || (moved && active !== null && active !== document.body)) return false;
      if (!column.contains(active) || active === column) {
        if (!column.hasAttribute('tabindex')) column.setAttribute('tabindex', '-1');
        if (active !== column) column.focus({ preventScroll: true });
      }
      moved = true;
      return false;
    });
  }, [location.key, navigationType]);
}
