import type { Db } from '../connection';
import type { StatusRow } from '../rows';

/**
 * The replies under `statusId` down to `depth` levels, at most `limit`, depth-first: each reply
 * followed by its own replies, siblings oldest first.
 */
export function descendantsOf(db: Db, statusId: string, depth: number, limit: number): StatusRow[] {
  // Snowflakes have a fixed width, so ordering by the id path is a depth-first walk.
  return db
    .prepare<[string, number, number], StatusRow>(
      `WITH RECURSIVE tree(id, path, depth) AS (
         SELECT id, id, 1 FROM statuses WHERE in_reply_to_id = ?
         UNION ALL
         SELECT c.id, tree.path || '/' || c.id, tree.depth + 1 FROM statuses c JOIN tree ON c.in_reply_to_id = tree.id WHERE tree.depth < ?
       )
       SELECT s.* FROM tree JOIN statuses s ON s.id = tree.id ORDER BY tree.path LIMIT ?`,
    )
    .all(statusId, depth, limit);
}
