import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { descendantsOf } from '../db/repositories/status-threads';
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

  const descendants = descendantsOf(instance.db, status.id, limits.depth, limits.descendants);

  return { ancestors: ancestors.reverse().filter(shown), descendants: descendants.filter(shown) };
}
