import type { Db } from '../connection';
import { hiddenAccountSql } from './hidden-accounts';

/**
 * Who may be suggested to `@viewer` (Mastodon's AccountSuggestions::Source#base_account_scope):
 * discoverable accounts that have not moved, not the viewer, not followed or asked to follow, not
 * hidden either way (blocks, mutes, domain blocks), and not dismissed.
 */
const SUGGESTABLE = `(
  a.id <> @viewer AND a.discoverable = 1 AND a.moved_to_account_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM follows xf WHERE xf.account_id = @viewer AND xf.target_account_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM follow_requests xr WHERE xr.account_id = @viewer AND xr.target_account_id = a.id)
  AND NOT ${hiddenAccountSql('a.id')}
  AND NOT EXISTS (SELECT 1 FROM suggestion_dismissals xd WHERE xd.account_id = @viewer AND xd.target_account_id = a.id)
)`;

export interface SuggestionQuery {
  viewerId: string;
  now: string;
  /** A snowflake floor: follows and interactions from then on count for the global sources. */
  recentSince: string;
  limit: number;
}

const FOLLOWERS = '(SELECT count(*) FROM follows fc WHERE fc.target_account_id = a.id)';

function ids(db: Db, sql: string, query: SuggestionQuery): string[] {
  return db
    .prepare<[Record<string, string | number>], { id: string }>(`${sql} LIMIT @limit`)
    .all({ viewer: query.viewerId, now: query.now, since: query.recentSince, limit: query.limit })
    .map((row) => row.id);
}

/**
 * `featured`: Mastodon's staff picks (an admin setting); here, the accounts the instance's staff
 * (local admins and moderators) feature on their profiles, the latest first.
 */
export function staffFeaturedAccountIds(db: Db, query: SuggestionQuery): string[] {
  return ids(
    db,
    `SELECT a.id FROM accounts a WHERE ${SUGGESTABLE} AND EXISTS (
       SELECT 1 FROM endorsements e JOIN accounts staff ON staff.id = e.account_id
       WHERE e.target_account_id = a.id AND staff.domain IS NULL AND staff.role IN ('admin', 'moderator'))
     ORDER BY (SELECT max(e.id) FROM endorsements e WHERE e.target_account_id = a.id) DESC`,
    query,
  );
}

/** `friends_of_friends`: accounts followed by those the viewer follows, by how many of them, then by followers. */
export function friendsOfFriendsIds(db: Db, query: SuggestionQuery): string[] {
  return ids(
    db,
    `SELECT a.id FROM follows mine JOIN follows theirs ON theirs.account_id = mine.target_account_id
     JOIN accounts a ON a.id = theirs.target_account_id
     WHERE mine.account_id = @viewer AND ${SUGGESTABLE}
     GROUP BY a.id ORDER BY count(*) DESC, ${FOLLOWERS} DESC, a.id DESC`,
    query,
  );
}

/**
 * `similar_to_recently_followed`: Mastodon compares profiles in Elasticsearch; here, accounts followed
 * by the followers of the viewer's five latest follows, by how many such follows they share.
 */
export function similarToRecentlyFollowedIds(db: Db, query: SuggestionQuery): string[] {
  return ids(
    db,
    `SELECT a.id FROM (SELECT target_account_id FROM follows WHERE account_id = @viewer ORDER BY id DESC LIMIT 5) recent
     JOIN follows peer ON peer.target_account_id = recent.target_account_id AND peer.account_id <> @viewer
     JOIN follows also ON also.account_id = peer.account_id AND also.target_account_id <> recent.target_account_id
     JOIN accounts a ON a.id = also.target_account_id
     WHERE ${SUGGESTABLE}
     GROUP BY a.id ORDER BY count(*) DESC, a.id DESC`,
    query,
  );
}

/** `most_followed`: accounts that local accounts followed most since `recentSince`. */
export function mostFollowedIds(db: Db, query: SuggestionQuery): string[] {
  return ids(
    db,
    `SELECT a.id FROM follows f JOIN accounts follower ON follower.id = f.account_id AND follower.domain IS NULL
     JOIN accounts a ON a.id = f.target_account_id
     WHERE f.id >= @since AND ${SUGGESTABLE}
     GROUP BY a.id ORDER BY count(*) DESC, a.id DESC`,
    query,
  );
}

/** `most_interactions`: accounts whose statuses local accounts favourited and boosted most since `recentSince`. */
export function mostInteractionsIds(db: Db, query: SuggestionQuery): string[] {
  return ids(
    db,
    `SELECT a.id FROM (
       SELECT s.account_id, f.account_id AS actor FROM favourites f JOIN statuses s ON s.id = f.status_id WHERE f.id >= @since
       UNION ALL
       SELECT s.account_id, r.account_id AS actor FROM statuses r JOIN statuses s ON s.id = r.reblog_of_id WHERE r.id >= @since
     ) i JOIN accounts actor ON actor.id = i.actor AND actor.domain IS NULL AND actor.id <> i.account_id
     JOIN accounts a ON a.id = i.account_id
     WHERE ${SUGGESTABLE}
     GROUP BY a.id ORDER BY count(*) DESC, a.id DESC`,
    query,
  );
}
