import type { Instance } from '../context';
import { snowflakeFloor } from '../db/ids';
import {
  friendsOfFriendsIds,
  mostFollowedIds,
  mostInteractionsIds,
  similarToRecentlyFollowedIds,
  staffFeaturedAccountIds,
  type SuggestionQuery,
} from '../db/repositories/account-suggestions';
import { accountsByIds } from '../db/repositories/accounts';
import type { Db } from '../db/connection';
import type { AccountRow } from '../db/rows';

export type SuggestionSource = 'featured' | 'friends_of_friends' | 'similar_to_recently_followed' | 'most_followed' | 'most_interactions';

/** Mastodon's sources in its order (AccountSuggestions::SOURCES), each read up to this many accounts. */
const SOURCES: readonly [SuggestionSource, (db: Db, query: SuggestionQuery) => string[]][] = [
  ['featured', staffFeaturedAccountIds],
  ['friends_of_friends', friendsOfFriendsIds],
  ['similar_to_recently_followed', similarToRecentlyFollowedIds],
  ['most_followed', mostFollowedIds],
  ['most_interactions', mostInteractionsIds],
];
const PER_SOURCE = 40;
/** The global sources look at the last 30 days (Mastodon's follow recommendations). */
const RECENT_MS = 30 * 86_400_000;

export interface AccountSuggestion {
  account: AccountRow;
  sources: SuggestionSource[];
}

/**
 * Accounts to suggest to `viewerId`, each with every source that names it: first those of the
 * earlier sources, each source's best first. Mastodon shuffles the list; here it keeps that order.
 * Followed, requested, hidden and dismissed accounts are never suggested.
 */
export function accountSuggestions(instance: Instance, viewerId: string, limit: number): AccountSuggestion[] {
  const { db } = instance;
  const now = instance.now();
  const query: SuggestionQuery = {
    viewerId,
    now: now.toISOString(),
    recentSince: snowflakeFloor(new Date(now.getTime() - RECENT_MS)),
    limit: PER_SOURCE,
  };
  const sourcesOf = new Map<string, SuggestionSource[]>();
  for (const [source, read] of SOURCES) {
    for (const id of read(db, query)) {
      const sources = sourcesOf.get(id);
      if (sources) sources.push(source);
      else sourcesOf.set(id, [source]);
    }
  }
  const ids = [...sourcesOf.keys()].slice(0, limit);
  const accounts = accountsByIds(db, ids);
  return ids.flatMap((id) => {
    const account = accounts.get(id);
    return account ? [{ account, sources: sourcesOf.get(id) ?? [] }] : [];
  });
}

/** The single `source` of Mastodon before 4.3, from the first of `sources` (REST::SuggestionSerializer). */
export function legacySource(sources: readonly SuggestionSource[]): 'staff' | 'global' | 'past_interactions' {
  switch (sources[0]) {
    case 'featured':
      return 'staff';
    case 'most_followed':
    case 'most_interactions':
      return 'global';
    default:
      return 'past_interactions';
  }
}
