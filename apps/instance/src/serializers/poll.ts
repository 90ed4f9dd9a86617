import type { Instance } from '../context';
import type { PollRow } from '../db/rows';
import { emojisIn, type EmojiJson } from './emojis';

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
 * A poll as `viewerId` sees it. Per-option counts are hidden (null) for `hide_totals` polls until
 * the poll ends, except to its author.
 */
export function serializePoll(instance: Instance, poll: PollRow, viewerId: string | null): PollJson {
  const titles = JSON.parse(poll.options) as string[];
  const expired = poll.expires_at !== null && poll.expires_at <= instance.now().toISOString();
  const votes = instance.db
    .prepare<[string], { choice: number; n: number }>('SELECT choice, count(*) AS n FROM poll_votes WHERE poll_id = ? GROUP BY choice')
    .all(poll.id);
  const voters =
    instance.db.prepare<[string], { n: number }>('SELECT count(DISTINCT account_id) AS n FROM poll_votes WHERE poll_id = ?').get(poll.id)?.n ?? 0;
  const own = viewerId
    ? instance.db
        .prepare<[string, string], { choice: number }>('SELECT choice FROM poll_votes WHERE poll_id = ? AND account_id = ? ORDER BY choice')
        .all(poll.id, viewerId)
        .map((row) => row.choice)
    : [];
  const hidden = poll.hide_totals === 1 && !expired && viewerId !== poll.account_id;
  const json: PollJson = {
    id: poll.id,
    expires_at: poll.expires_at,
    expired,
    multiple: poll.multiple === 1,
    votes_count: votes.reduce((sum, row) => sum + row.n, 0),
    voters_count: poll.multiple === 1 ? voters : null,
    options: titles.map((title, index) => ({ title, votes_count: hidden ? null : (votes.find((v) => v.choice === index)?.n ?? 0) })),
    emojis: emojisIn(instance, ...titles),
  };
  if (viewerId) {
    json.voted = own.length > 0 || viewerId === poll.account_id;
    json.own_votes = own;
  }
  return json;
}
