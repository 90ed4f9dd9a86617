import type { RestClient } from '@trumpet/api-client';
import { entitiesImported, normalizePoll, type PollRecord } from '@trumpet/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../session/SessionContext';
import { sanitizeHtml } from '../store/createAppStore';
import { useAppDispatch } from '../store/StoreProvider';

/*
 * Core keeps polls in its tables but does not export a selector for them yet (selectPoll is not in
 * @trumpet/core's index): until it does, shown polls are fetched and kept here, and every answer is
 * also imported into the store so core stays current.
 */
const MAX_POLLS = 200;
const polls = new Map<string, PollRecord>();
const requested = new Set<string>();
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function rememberPoll(poll: PollRecord): void {
  polls.delete(poll.id);
  polls.set(poll.id, poll);
  if (polls.size > MAX_POLLS) {
    const oldest = polls.keys().next();
    if (!oldest.done) {
      polls.delete(oldest.value);
      requested.delete(oldest.value);
    }
  }
  emit();
}

async function load(api: RestClient, request: (api: RestClient) => Promise<Parameters<typeof normalizePoll>[0]>): Promise<PollRecord> {
  const poll = normalizePoll(await request(api), sanitizeHtml);
  rememberPoll(poll);
  return poll;
}

/** A status's poll: fetched on first show, refreshed and voted through the API. */
export function usePoll(pollId: string | null): PollRecord | null {
  const { api } = useSession();
  const read = useCallback(() => (pollId ? (polls.get(pollId) ?? null) : null), [pollId]);
  const poll = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!pollId || requested.has(pollId)) return;
    requested.add(pollId);
    load(api, (client) => client.polls.fetch(pollId)).catch(() => requested.delete(pollId));
  }, [api, pollId]);
  return poll;
}

/** Voting and refreshing, remembered here and imported into the store. */
export function usePollActions(): { vote: (pollId: string, choices: number[]) => void; refresh: (pollId: string) => void } {
  const { api } = useSession();
  const dispatch = useAppDispatch();
  const keep = useCallback((poll: PollRecord) => dispatch(entitiesImported({ accounts: [], statuses: [], polls: [poll] })), [dispatch]);
  return useMemo(
    () => ({
      vote: (pollId: string, choices: number[]) => void load(api, (client) => client.polls.vote(pollId, choices)).then(keep, () => undefined),
      refresh: (pollId: string) => void load(api, (client) => client.polls.fetch(pollId)).then(keep, () => undefined),
    }),
    [api, keep],
  );
}
