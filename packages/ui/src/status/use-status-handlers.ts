import { useCallback, useState } from 'react';
import type { ShownStatus } from './status-menu';

interface HandlerCallbacks {
  onToggleHidden?: (statusId: string, hidden: boolean) => void;
  onOpenMedia?: (statusId: string, index: number) => void;
  onOpenCardPhoto?: (statusId: string) => void;
  onVote?: (pollId: string, choices: number[]) => void;
  onRefreshPoll?: (pollId: string) => void;
}

/**
 * What a status (in a feed or in detail) hands its parts: whether the content warning is open (the
 * store's when the app controls it, local otherwise) and callbacks bound to the shown status and poll.
 */
export function useStatusHandlers(shown: ShownStatus, pollId: string | undefined, callbacks: HandlerCallbacks) {
  const { onToggleHidden, onOpenMedia, onOpenCardPhoto, onVote, onRefreshPoll } = callbacks;
  const [localHidden, setLocalHidden] = useState(shown.hidden);
  const hidden = onToggleHidden ? shown.hidden : localHidden;
  const toggleHidden = useCallback(() => {
    if (onToggleHidden) onToggleHidden(shown.id, !shown.hidden);
    else setLocalHidden((value) => !value);
  }, [onToggleHidden, shown.id, shown.hidden]);
  const openMedia = useCallback((index: number) => onOpenMedia?.(shown.id, index), [onOpenMedia, shown.id]);
  const zoomCard = useCallback(() => onOpenCardPhoto?.(shown.id), [onOpenCardPhoto, shown.id]);
  const vote = useCallback((choices: number[]) => pollId && onVote?.(pollId, choices), [onVote, pollId]);
  const refreshPoll = useCallback(() => pollId && onRefreshPoll?.(pollId), [onRefreshPoll, pollId]);
  return { hidden, toggleHidden, openMedia, zoomCard, vote, refreshPoll };
}
