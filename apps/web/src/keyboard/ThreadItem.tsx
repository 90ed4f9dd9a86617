import { hotkeyFor, isTextField, NAV_ITEM_ATTRIBUTE, navItemOf, siblingItem } from '@trumpet/ui';
import { useCallback, useEffect, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from 'react';
import './keyboard.css';

/** One entry of a thread that j and k move to (the feed's entries are the Feed's own). */
export function ThreadItem({ id, className, ref, children }: { id: string; className: string; ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={ref} className={className} tabIndex={-1} data-key={id} {...{ [NAV_ITEM_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}

/**
 * A thread's keys: j and k (the arrows from an entry) move between its entries, and opening the thread
 * puts the focus on its detailed status once it shows, unless the reader already focused something.
 */
export function useThreadKeys(detailRef: RefObject<HTMLDivElement | null>, shown: boolean): (event: KeyboardEvent<HTMLDivElement>) => void {
  useEffect(() => {
    const detail = detailRef.current;
    if (!shown || detail === null) return;
    const active = document.activeElement;
    const column = detail.closest('.t-column');
    if (active === null || active === document.body || active === column) detail.focus({ preventScroll: true });
  }, [detailRef, shown]);

  return useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    const hotkey = hotkeyFor(event);
    if (hotkey === null || (hotkey.id !== 'moveDown' && hotkey.id !== 'moveUp') || event.defaultPrevented || isTextField(event.target)) return;
    const current = navItemOf(event.target);
    if (current === null || (event.key.startsWith('Arrow') && current !== event.target)) return;
    const next = siblingItem(current, hotkey.id === 'moveDown' ? 1 : -1);
    if (next === null) return;
    event.preventDefault();
    next.focus();
  }, []);
}
