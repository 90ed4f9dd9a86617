import { useEffect, useState } from 'react';
import type { EmojiIndex } from './emoji-types';

export type EmojiIndexState = { status: 'idle' | 'loading' | 'failed'; index: null } | { status: 'ready'; index: EmojiIndex };

/**
 * Loads the native emoji data the first time `active` turns on and keeps it. SPEC §2 "If loading fails,
 * loading just stops": the state says 'failed', and the next time `active` turns on it tries again.
 */
export function useEmojiIndex(active: boolean, load: () => Promise<EmojiIndex>): EmojiIndexState {
  const [state, setState] = useState<EmojiIndexState>({ status: 'idle', index: null });
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!active || ready) return undefined;
    let live = true;
    setState({ status: 'loading', index: null });
    load().then(
      (index) => {
        if (live) setState({ status: 'ready', index });
      },
      () => {
        if (live) setState({ status: 'failed', index: null });
      },
    );
    return () => {
      live = false;
    };
  }, [active, ready, load]);
  return state;
}
