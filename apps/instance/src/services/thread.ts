import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { isShownTo } from '../policies/hidden-accounts';

// Api::V1::Statuses::ContextsController's limits: signed-out viewers get a shallower thread.
const LIMITS = {
  signedOut: { ancestors: 40, descendants: 60, depth: 20 },
  signedIn: { ancestors: 4096, descendants: 4096, depth: 4096 },
} as const;

/**
 * The thread around a status as the viewer may see it: ancestors oldest first, descendants
 * depth-first (each reply followed by its own replies, siblings oldest first). What the viewer may
 * not see, or whose author they block or mute, is left out.
 */
export function threadOf(instance: Instance, status: StatusRow, viewerId: string | null): { ancestors: StatusRow[]; descendants: StatusRow[] } {
  const limits = viewerId === null ? LIMITS.signedOut : LIMITS.signedIn;
  const shown = (row: StatusRow): boolean => isShownTo(instance, row, viewerId);

  const ancestors: StatusRow[] = [];
  const seen = new Set([status.id]);
  let parentId = status.in_reply_to_id;
  while (parentId !== null && ancestors.length < limits.ancestors && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = findStatus(instance.db, parentId);
    if (!parent) break;
    ancestors.push(parent);
    parentId = parent.in_reply_to_id;
  }

  // Snowflakes have a fixed width, so ordering by the id path is a depth-first walk.
  const descendants = instance.db
    .prepare<[string, number, number], StatusRow>(
      `WITH RECURSIVE tree(id, path, depth) AS (
         SELECT id, id, 1 FROM statuses WHERE in_reply_to_id = ?
         UNION ALL
         SELECT c.id, tree.path || '/' || c.id, tree.depth + 1 FROM statuses c JOIN tree ON c.in_reply_to_id = tree.id WHERE tree.depth < ?
       )
       SELECT s.* FROM tree JOIN statuses s ON s.id = tree.id ORDER BY tree.path LIMIT ?`,
    )
    .all(status.id, limits.depth, limits.descendants);

  return { ancestors: ancestors.reverse().filter(shown), descendants: descendants.filter(shown) };
}
