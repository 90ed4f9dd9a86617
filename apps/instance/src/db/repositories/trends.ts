import type { Db } from '../connection';
import { hiddenAccountSql } from './hidden-accounts';
import { selectIn } from './in-list';
import { AUTHOR_IN_GOOD_STANDING_SQL } from './visibility';

/** A window of time as snowflake bounds: statuses, boosts and favourites with `since <= id < until`. */
export interface TrendWindow {
  since: string;
  until: string;
}

/**
 * Public statuses that are not boosts, in the window, by accounts neither limited nor suspended: what
 * tag and link trends count (Trends::Tags#register).
 */
const COUNTED_STATUS = `s.id >= @since AND s.id < @until AND s.visibility = 'public' AND s.reblog_of_id IS NULL AND ${AUTHOR_IN_GOOD_STANDING_SQL}`;

export interface TrendingTagRow {
  name: string;
  uses: number;
  accounts: number;
}

/** Tags of public statuses in the window, by how many accounts used them, then uses, then the latest use. */
export function trendingTags(db: Db, window: TrendWindow, limit: number, offset: number): TrendingTagRow[] {
  return db
    .prepare<[TrendWindow & { limit: number; offset: number }], TrendingTagRow>(
      `SELECT t.name, count(*) AS uses, count(DISTINCT s.account_id) AS accounts
       FROM statuses s JOIN status_tags t ON t.status_id = s.id
       WHERE ${COUNTED_STATUS}
       GROUP BY t.name ORDER BY accounts DESC, uses DESC, max(s.id) DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...window, limit, offset });
}

/**
 * Statuses that can trend (Mastodon's Trends::Statuses eligibility where it is cheap: public, not a
 * boost or a reply, not sensitive, no content warning, by a discoverable account that has not
 * moved), posted in the window, by the boosts and favourites others gave them in it; those without
 * any are left out. Signed in, authors hidden from the viewer are left out too.
 */
export function trendingStatusIds(db: Db, window: TrendWindow, viewerId: string | null, now: string, limit: number, offset: number): string[] {
  const hidden = viewerId === null ? '' : `AND NOT ${hiddenAccountSql('s.account_id')}`;
  return db
    .prepare<[Record<string, string | number>], { id: string }>(
      `SELECT id FROM (
         SELECT s.id,
           (SELECT count(*) FROM favourites f WHERE f.status_id = s.id AND f.account_id <> s.account_id AND f.id >= @since AND f.id < @until)
           + (SELECT count(*) FROM statuses r WHERE r.reblog_of_id = s.id AND r.account_id <> s.account_id AND r.id >= @since AND r.id < @until) AS score
         FROM statuses s JOIN accounts a ON a.id = s.account_id
         WHERE ${COUNTED_STATUS} AND s.in_reply_to_id IS NULL AND s.sensitive = 0 AND s.spoiler_text = ''
           AND a.discoverable = 1 AND a.moved_to_account_id IS NULL ${hidden}
       ) WHERE score > 0 ORDER BY score DESC, id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...window, viewer: viewerId ?? '', now, limit, offset })
    .map((row) => row.id);
}

export interface TrendingLinkRow {
  url: string;
  uses: number;
  accounts: number;
  /** The preview card (JSON) of the latest status sharing the link. */
  card: string;
}

/** The links of public statuses' preview cards in the window, by how many accounts shared them, then uses. */
export function trendingLinks(db: Db, window: TrendWindow, limit: number, offset: number): TrendingLinkRow[] {
  return db
    .prepare<[TrendWindow & { limit: number; offset: number }], TrendingLinkRow>(
      `SELECT l.link AS url, l.uses, l.accounts, c.card FROM (
         SELECT json_extract(s.card, '$.url') AS link, count(*) AS uses, count(DISTINCT s.account_id) AS accounts, max(s.id) AS latest
         FROM statuses s WHERE ${COUNTED_STATUS} AND json_valid(s.card)
         GROUP BY link HAVING link IS NOT NULL
       ) l JOIN statuses c ON c.id = l.latest
       ORDER BY l.accounts DESC, l.uses DESC, l.latest DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...window, limit, offset });
}

/** Whether a public status in the window shares the link: what makes its link timeline available. */
export function isTrendingLink(db: Db, window: TrendWindow, url: string): boolean {
  return (
    db
      .prepare<[TrendWindow & { url: string }], { one: number }>(
        `SELECT 1 AS one FROM statuses s WHERE ${COUNTED_STATUS} AND json_valid(s.card) AND json_extract(s.card, '$.url') = @url LIMIT 1`,
      )
      .get({ ...window, url }) !== undefined
  );
}

export interface LinkDayUse {
  link: string;
  /** YYYY-MM-DD (UTC) */
  day: string;
  uses: number;
  accounts: number;
}

/** Public statuses sharing each link and their distinct authors, per day of the window. */
export function linkUsesPerDay(db: Db, urls: readonly string[], window: TrendWindow): LinkDayUse[] {
  return selectIn<LinkDayUse>(
    db,
    urls,
    (list) =>
      `SELECT json_extract(s.card, '$.url') AS link, substr(s.created_at, 1, 10) AS day, count(*) AS uses, count(DISTINCT s.account_id) AS accounts
       FROM statuses s WHERE ${COUNTED_STATUS} AND json_valid(s.card) AND json_extract(s.card, '$.url') IN (${list})
       GROUP BY link, day`,
    { ...window },
  );
}
