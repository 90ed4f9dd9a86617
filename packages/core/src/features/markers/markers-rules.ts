import type { MarkerTimeline } from '@trumpet/api-client';
import { compareId } from '../timelines/merge-timeline-ids';
import type { ReadPosition } from './markers-state';

/**
 * Whether `candidate` should replace `current`. Notifications are read forwards only (Mastodon's
 * web client never moves that marker back); home is a reading position that may move either way,
 * so the later read wins, here or on another device.
 */
export function supersedes(timeline: MarkerTimeline, candidate: ReadPosition, current: ReadPosition | undefined): boolean {
  if (current === undefined) return true;
  if (timeline === 'notifications') return compareId(candidate.lastReadId, current.lastReadId) > 0;
  return candidate.lastReadId !== current.lastReadId && Date.parse(candidate.at) > Date.parse(current.at);
}

/** How many of these ids are newer than the last read one (each id once). */
export function countNewer(ids: Iterable<string>, lastReadId: string): number {
  const unread = new Set<string>();
  for (const id of ids) if (compareId(id, lastReadId) > 0) unread.add(id);
  return unread.size;
}
