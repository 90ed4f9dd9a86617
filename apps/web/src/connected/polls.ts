import { fetchPoll, selectPoll, votePoll, type PollRecord } from '@trumpet/core';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/** A status's poll from the store (imported with its status). */
export function usePoll(pollId: string | null): PollRecord | null {
  return useAppSelector(useCallback((state) => (pollId ? selectPoll(state, pollId) : null), [pollId]));
}

/** Voting and the 'Refresh' link (SPEC §2 Poll view), through core. */
export function usePollActions(): { vote: (pollId: string, choices: number[]) => void; refresh: (pollId: string) => void } {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      vote: (pollId: string, choices: number[]) => void dispatch(votePoll.request({ id: pollId, choices })),
      refresh: (pollId: string) => void dispatch(fetchPoll.request({ id: pollId })),
    }),
    [dispatch],
  );
}
