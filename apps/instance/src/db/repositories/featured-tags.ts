import type { Db } from '../connection';

export interface FeaturedTagRow {
  id: string;
  tag_id: number;
  name: string;
  /** The account's public and unlisted statuses with the tag. */
  statuses_count: number;
  last_status_at: string | null;
}

/**
 * The tags `accountId` features with what its public and unlisted statuses show of them (Mastodon
 * keeps these counts on the row; here they are counted), most used first as Mastodon orders them.
 */
export function featuredTagsOf(db: Db, accountId: string): FeaturedTagRow[] {
  return db
    .prepare<[string], FeaturedTagRow>(
      `SELECT f.id, f.tag_id, g.name,
         (SELECT count(*) FROM status_tags t JOIN statuses s ON s.id = t.status_id
           WHERE t.name = g.name AND s.account_id = f.account_id AND s.visibility IN ('public', 'unlisted')) AS statuses_count,
         (SELECT max(s.created_at) FROM status_tags t JOIN statuses s ON s.id = t.status_id
           WHERE t.name = g.name AND s.account_id = f.account_id AND s.visibility IN ('public', 'unlisted')) AS last_status_at
       FROM featured_tags f JOIN tags g ON g.id = f.tag_id
       WHERE f.account_id = ? ORDER BY statuses_count DESC, f.id`,
    )
    .all(accountId);
}

export function featuredTagId(db: Db, accountId: string, tagId: number): string | undefined {
  return db.prepare<[string, number], { id: string }>('SELECT id FROM featured_tags WHERE account_id = ? AND tag_id = ?').get(accountId, tagId)?.id;
}

export function countFeaturedTags(db: Db, accountId: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM featured_tags WHERE account_id = ?').get(accountId)?.n ?? 0;
}

export function insertFeaturedTag(db: Db, row: { id: string; account_id: string; tag_id: number; created_at: string }): void {
  db.prepare('INSERT INTO featured_tags (id, account_id, tag_id, created_at) VALUES (@id, @account_id, @tag_id, @created_at)').run(row);
}

/** Removes one of `accountId`'s featured tags by its id; whether there was one. */
export function deleteFeaturedTag(db: Db, accountId: string, id: string): boolean {
  return db.prepare('DELETE FROM featured_tags WHERE account_id = ? AND id = ?').run(accountId, id).changes > 0;
}

export function unfeatureTag(db: Db, accountId: string, tagId: number): void {
  db.prepare('DELETE FROM featured_tags WHERE account_id = ? AND tag_id = ?').run(accountId, tagId);
}
