import type { Column, SettingObject } from '@trumpet/core';

/** Column ids the multi-column layout shows as movable columns (Mastodon's); COMPOSE is the drawer beside the navigation. */
export const SHOWN_COLUMN_IDS = ['HOME', 'NOTIFICATIONS', 'COMMUNITY', 'PUBLIC', 'HASHTAG', 'LIST', 'DIRECT'] as const;
export type ShownColumnId = (typeof SHOWN_COLUMN_IDS)[number];

export const isShownColumn = (column: Column): boolean => (SHOWN_COLUMN_IDS as readonly string[]).includes(column.id);

/** Whether a pinned column is the one a route shows (same id, and the same tag or list). */
export function sameColumn(column: Column, id: string, params: SettingObject): boolean {
  if (column.id !== id) return false;
  if (id === 'HASHTAG' || id === 'LIST') return String(column.params.id ?? '').toLowerCase() === String(params.id ?? '').toLowerCase();
  return true;
}

/**
 * How many single steps (core's columnMoved) move a column past its next shown neighbour, since
 * hidden columns (compose) sit in the same list; null when there is none that way.
 */
export function stepsToMove(columns: readonly Column[], uuid: string, direction: -1 | 1): number | null {
  const index = columns.findIndex((column) => column.uuid === uuid);
  if (index === -1) return null;
  for (let target = index + direction, steps = 1; target >= 0 && target < columns.length; target += direction, steps += 1) {
    const neighbour = columns[target];
    if (neighbour && isShownColumn(neighbour)) return steps;
  }
  return null;
}
