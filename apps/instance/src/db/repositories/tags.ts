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
