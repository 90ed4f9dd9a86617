import { useCallback, useEffect, useRef } from 'react';

const KEY = 'trumpetModal';

interface EntryState {
  [KEY]?: string;
}

const currentKey = (): string | undefined => {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as EntryState)[KEY] : undefined;
};

let counter = 0;

/**
 * SPEC §2 "Media and video modals add a history entry, close on history change, and go back on close."
 * While `open`, a history entry (the router's state copied, so the URL and the router's index stay) sits
 * on top; the browser's back button pops it and `onClose` runs. Returns the function the modal's own
 * close controls call: it goes back, and the resulting popstate closes.
 */
export function useHistoryEntry(open: boolean, onClose: () => void): () => void {
  const onCloseRef = useRef(onClose);
  const keyRef = useRef<string | null>(null);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    // An entry of ours already on top (left by a modal closed without going back, or by React's
    // development double effects) is reused rather than stacking a second one.
    let key = currentKey();
    if (key === undefined) {
      counter += 1;
      key = `${Date.now()}-${counter}`;
      const previous: unknown = window.history.state;
      window.history.pushState({ ...(previous && typeof previous === 'object' ? previous : {}), [KEY]: key }, '');
    }
    keyRef.current = key;
    const onPopState = () => {
      if (currentKey() === key) return;
      keyRef.current = null;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (keyRef.current === key) keyRef.current = null;
    };
  }, [open]);

  return useCallback(() => {
    const key = keyRef.current;
    if (key !== null && currentKey() === key) window.history.back();
    else onCloseRef.current();
  }, []);
}
