import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import type { Db } from '../connection';
import { selectIn } from './in-list';
import type { TagRow } from './tags';

/** `accountId` follows the tag (once; a second follow keeps the first). */
export function followTag(db: Db, row: { id: string; account_id: string; tag_id: number; created_at: string }): void {
  db.prepare('INSERT OR IGNORE INTO tag_follows (id, account_id, tag_id, created_at) VALUES (@id, @account_id, @tag_id, @created_at)').run(row);
}

export function unfollowTag(db: Db, accountId: string, tagId: number): void {
  db.prepare('DELETE FROM tag_follows WHERE account_id = ? AND tag_id = ?').run(accountId, tagId);
}

/** The tags `accountId` follows, by follow id (newest first), a page at a time; `cursor` is the follow's id. */
export function followedTagsPage(db: Db, accountId: string, page: PageQuery): (TagRow & { cursor: string })[] {
  const range = pageRange('f.id', page);
  const found = db
    .prepare<string[], TagRow & { cursor: string }>(
      `SELECT g.id, g.name, f.id AS cursor FROM tag_follows f JOIN tags g ON g.id = f.tag_id
       WHERE ${['f.account_id = ?', ...range.where].join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, ...range.params);
  return range.reverse ? found.reverse() : found;
}

/** Accounts following any of these tag names (Mastodon's deliver_to_hashtag_followers!). */
export function tagFollowerIds(db: Db, names: readonly string[]): string[] {
  return selectIn<{ account_id: string }>(
    db,
    names,
    (list) => `SELECT DISTINCT f.account_id FROM tag_follows f JOIN tags g ON g.id = f.tag_id WHERE g.name IN (${list})`,
  ).map((row) => row.account_id);
}

/** Whether `accountId` followed one of the status's tags before it was posted (it then joins their home feed). */
export function followsTagOfStatus(db: Db, accountId: string, statusId: string): boolean {
  return (
    db
      .prepare<[string, string], { found: number }>(
        `SELECT 1 AS found FROM status_tags t JOIN tags g ON g.name = t.name JOIN tag_follows f ON f.tag_id = g.id
         WHERE t.status_id = ? AND f.account_id = ? AND f.id < t.status_id LIMIT 1`,
      )
      .get(statusId, accountId) !== undefined
  );
}
