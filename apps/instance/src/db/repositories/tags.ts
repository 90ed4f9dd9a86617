import type { Db } from '../connection';
import { groupBy, selectIn } from './in-list';

/** The tag names of each status, in name order. */
export function tagsOfStatuses(db: Db, statusIds: readonly string[]): Map<string, string[]> {
  const rows = selectIn<{ status_id: string; name: string }>(
    db,
    statusIds,
    (list) => `SELECT status_id, name FROM status_tags WHERE status_id IN (${list}) ORDER BY status_id, name`,
  );
  return new Map([...groupBy(rows, (row) => row.status_id)].map(([id, tags]) => [id, tags.map((tag) => tag.name)]));
}

export function insertStatusTags(db: Db, statusId: string, names: Iterable<string>): void {
  const insert = db.prepare('INSERT OR IGNORE INTO status_tags (status_id, name) VALUES (?, ?)');
  for (const name of names) insert.run(statusId, name);
}

export interface TagRow {
  id: number;
  name: string;
}

/** The tags of these names that exist (have been used, followed or featured), by name. */
export function tagsByNames(db: Db, names: readonly string[]): Map<string, TagRow> {
  const rows = selectIn<TagRow>(db, names, (list) => `SELECT id, name FROM tags WHERE name IN (${list})`);
  return new Map(rows.map((row) => [row.name, row]));
}

/** The tag of this (normalized) name, created if it does not exist yet. */
export function findOrCreateTag(db: Db, name: string, now: string): TagRow {
  db.prepare('INSERT OR IGNORE INTO tags (name, created_at) VALUES (?, ?)').run(name, now);
  const row = db.prepare<[string], TagRow>('SELECT id, name FROM tags WHERE name = ?').get(name);
  if (!row) throw new Error(`tag ${name} was not stored`);
  return row;
}

/** Of these tags, those `accountId` follows and those it features. */
export function tagRelationships(db: Db, accountId: string, tagIds: readonly number[]): { following: Set<number>; featuring: Set<number> } {
  const ids = tagIds.map(String);
  const named = { account: accountId };
  const of = (table: 'tag_follows' | 'featured_tags') =>
    new Set(selectIn<{ tag_id: number }>(db, ids, (list) => `SELECT tag_id FROM ${table} WHERE account_id = @account AND tag_id IN (${list})`, named).map((row) => row.tag_id));
  return { following: of('tag_follows'), featuring: of('featured_tags') };
}

export interface TagDayUse {
  name: string;
  /** YYYY-MM-DD (UTC) */
  day: string;
  uses: number;
  accounts: number;
}

/**
 * Uses of these tags per day from `sinceId` on (a snowflake floor) up to `untilId`: public statuses
 * that are not boosts, as Mastodon's Trends::Tags#register counts them, and their distinct authors.
 */
export function tagUsesPerDay(db: Db, names: readonly string[], sinceId: string, untilId: string): TagDayUse[] {
  return selectIn<TagDayUse>(
    db,
    names,
    (list) =>
      `SELECT t.name, substr(s.created_at, 1, 10) AS day, count(*) AS uses, count(DISTINCT s.account_id) AS accounts
       FROM status_tags t JOIN statuses s ON s.id = t.status_id
       WHERE t.name IN (${list}) AND s.id >= @since AND s.id < @until AND s.visibility = 'public' AND s.reblog_of_id IS NULL
       GROUP BY t.name, day`,
    { since: sinceId, until: untilId },
  );
}

/**
 * Up to `limit` tags most used in `accountId`'s last 1000 statuses and not featured yet, as
 * Mastodon's Tag.suggestions_for_account (Tag.recently_used).
 */
export function recentlyUsedTags(db: Db, accountId: string, limit: number): string[] {
  return db
    .prepare<[string, string, number], { name: string }>(
      `SELECT t.name FROM (SELECT id FROM statuses WHERE account_id = ? ORDER BY id DESC LIMIT 1000) s
       JOIN status_tags t ON t.status_id = s.id
       WHERE NOT EXISTS (SELECT 1 FROM featured_tags f JOIN tags g ON g.id = f.tag_id WHERE f.account_id = ? AND g.name = t.name)
       GROUP BY t.name ORDER BY count(*) DESC, max(s.id) DESC LIMIT ?`,
    )
    .all(accountId, accountId, limit)
    .map((row) => row.name);
}
