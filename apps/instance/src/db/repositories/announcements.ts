import type { Db } from '../connection';
import { selectIn } from './in-list';

export interface AnnouncementRow {
  id: string;
  text: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: number;
  published_at: string;
  updated_at: string;
}

/** A reaction's total on an announcement; `me` is 1 when the viewer is among those reacting. */
export interface ReactionTotalRow {
  announcement_id: string;
  name: string;
  count: number;
  me: number;
}

export function insertAnnouncement(db: Db, row: AnnouncementRow): void {
  db.prepare(
    `INSERT INTO announcements (id, text, starts_at, ends_at, all_day, published_at, updated_at)
     VALUES (@id, @text, @starts_at, @ends_at, @all_day, @published_at, @updated_at)`,
  ).run(row);
}

export function findAnnouncement(db: Db, id: string): AnnouncementRow | undefined {
  return db.prepare<[string], AnnouncementRow>('SELECT * FROM announcements WHERE id = ?').get(id);
}

/** Removes an announcement with its dismissals and reactions; whether there was one. */
export function deleteAnnouncement(db: Db, id: string): boolean {
  return db.prepare('DELETE FROM announcements WHERE id = ?').run(id).changes > 0;
}

/**
 * The announcements, oldest first by the time they are about (Mastodon's `chronological`:
 * starts_at, else published_at); without `withDismissed`, those the account dismissed are left out.
 */
export function announcementsFor(db: Db, accountId: string, withDismissed: boolean): AnnouncementRow[] {
  const unread = withDismissed ? '' : 'WHERE NOT EXISTS (SELECT 1 FROM announcement_dismissals d WHERE d.announcement_id = a.id AND d.account_id = @account)';
  return db
    .prepare<[{ account: string }], AnnouncementRow>(`SELECT a.* FROM announcements a ${unread} ORDER BY coalesce(a.starts_at, a.published_at), a.id`)
    .all({ account: accountId });
}

/** The ids among `ids` the account has dismissed. */
export function dismissedAmong(db: Db, accountId: string, ids: readonly string[]): Set<string> {
  const rows = selectIn<{ announcement_id: string }>(
    db,
    ids,
    (list) => `SELECT announcement_id FROM announcement_dismissals WHERE account_id = @account AND announcement_id IN (${list})`,
    { account: accountId },
  );
  return new Set(rows.map((row) => row.announcement_id));
}

export function dismissAnnouncement(db: Db, announcementId: string, accountId: string): void {
  db.prepare('INSERT OR IGNORE INTO announcement_dismissals (announcement_id, account_id) VALUES (?, ?)').run(announcementId, accountId);
}

/** Each announcement's reactions, in the order they were first given; `me` for `viewerId` (none: never). */
export function reactionTotals(db: Db, ids: readonly string[], viewerId: string | null): ReactionTotalRow[] {
  return selectIn<ReactionTotalRow>(
    db,
    ids,
    (list) =>
      `SELECT announcement_id, name, count(*) AS count, max(account_id = @viewer) AS me FROM announcement_reactions
        WHERE announcement_id IN (${list}) GROUP BY announcement_id, name ORDER BY announcement_id, min(created_at), name`,
    { viewer: viewerId ?? '' },
  );
}

/** How many accounts gave this reaction. */
export function reactionCount(db: Db, announcementId: string, name: string): number {
  return db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM announcement_reactions WHERE announcement_id = ? AND name = ?').get(announcementId, name)?.n ?? 0;
}

/** How many distinct reaction names an announcement has besides `name`. */
export function otherReactionNameCount(db: Db, announcementId: string, name: string): number {
  return (
    db.prepare<[string, string], { n: number }>('SELECT count(DISTINCT name) AS n FROM announcement_reactions WHERE announcement_id = ? AND name <> ?').get(announcementId, name)?.n ?? 0
  );
}

/** Adds the account's reaction; false when it had already given it. */
export function insertReaction(db: Db, row: { announcement_id: string; account_id: string; name: string; created_at: string }): boolean {
  return (
    db.prepare('INSERT OR IGNORE INTO announcement_reactions (announcement_id, account_id, name, created_at) VALUES (@announcement_id, @account_id, @name, @created_at)').run(row)
      .changes > 0
  );
}

/** Removes the account's reaction; false when it had not given it. */
export function deleteReaction(db: Db, announcementId: string, accountId: string, name: string): boolean {
  return db.prepare('DELETE FROM announcement_reactions WHERE announcement_id = ? AND account_id = ? AND name = ?').run(announcementId, accountId, name).changes > 0;
}

/** Every local account (announcements stream to each one's user stream). */
export function localAccountIds(db: Db): string[] {
  return db.prepare<[], { id: string }>('SELECT id FROM accounts WHERE domain IS NULL').all().map((row) => row.id);
}

/** The public or unlisted statuses whose URL is among `urls` (the statuses an announcement links to). */
export function publicStatusesByUrls(db: Db, urls: readonly string[]): { id: string; url: string }[] {
  return selectIn<{ id: string; url: string }>(db, urls, (list) => `SELECT id, url FROM statuses WHERE url IN (${list}) AND visibility IN ('public', 'unlisted') ORDER BY id`);
}
