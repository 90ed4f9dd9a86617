import type { Instance } from '../context';
import { ownVotes, pollTallies } from '../db/repositories/polls';
import type { PollRow } from '../db/rows';
import { loadEmojis, type EmojiJson } from './emojis';

export interface PollJson {
  id: string;
  expires_at: string | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count: number | null;
  voted?: boolean;
  own_votes?: number[];
  options: { title: string; votes_count: number | null }[];
  emojis: EmojiJson[];
}

/**
 * Polls as `viewerId` sees them, keyed by poll id. Per-option counts are hidden (null) for
 * `hide_totals` polls until the poll ends, except to its author.
 */
export function serializePolls(instance: Instance, polls: readonly PollRow[], viewerId: string | null): Map<string, PollJson> {
  const out = new Map<string, PollJson>();
  if (polls.length === 0) return out;
  const ids = polls.map((poll) => poll.id);
  const titlesOf = new Map(polls.map((poll) => [poll.id, JSON.parse(poll.options) as string[]]));
  const tallies = pollTallies(instance.db, ids);
  const own = viewerId ? ownVotes(instance.db, ids, viewerId) : new Map<string, number[]>();
  const emojis = loadEmojis(instance, [...titlesOf.values()].flat());
  const now = instance.now().toISOString();
  for (const poll of polls) {
    const titles = titlesOf.get(poll.id) ?? [];
    const expired = poll.expires_at !== null && poll.expires_at <= now;
    const tally = tallies.get(poll.id);
    const votes = tally?.votes ?? new Map<number, number>();
    const mine = own.get(poll.id) ?? [];
    const hidden = poll.hide_totals === 1 && !expired && viewerId !== poll.account_id;
    const json: PollJson = {
      id: poll.id,
      expires_at: poll.expires_at,
      expired,
      multiple: poll.multiple === 1,
      votes_count: [...votes.values()].reduce((sum, n) => sum + n, 0),
      voters_count: poll.multiple === 1 ? (tally?.voters ?? 0) : null,
      options: titles.map((title, index) => ({ title, votes_count: hidden ? null : (votes.get(index) ?? 0) })),
      emojis: emojis(...titles),
    };
    if (viewerId) {
      json.voted = mine.length > 0 || viewerId === poll.account_id;
      json.own_votes = mine;
    }
    out.set(poll.id, json);
  }
  return out;
}

export function serializePoll(instance: Instance, poll: PollRow, viewerId: string | null): PollJson {
  const json = serializePolls(instance, [poll], viewerId).get(poll.id);
  if (!json) throw new Error(`poll ${poll.id} was not serialized`);
  return json;
}
