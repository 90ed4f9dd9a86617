import type { Db } from '../connection';
import type { MarkerRow } from '../rows';
import { selectIn } from './in-list';

export type MarkerTimeline = 'home' | 'notifications';

/** The account's markers for `timelines`. */
export function markersOf(db: Db, accountId: string, timelines: readonly string[]): MarkerRow[] {
  return selectIn<MarkerRow>(db, timelines, (list) => `SELECT * FROM markers WHERE timeline IN (${list}) AND account_id = @account`, { account: accountId });
}

/** The id the account last read up to in `timeline`, or null when it never saved one. */
export function lastReadId(db: Db, accountId: string, timeline: MarkerTimeline): string | null {
  return db.prepare<[string, string], { last_read_id: string }>('SELECT last_read_id FROM markers WHERE account_id = ? AND timeline = ?').get(accountId, timeline)?.last_read_id ?? null;
}

/**
 * Saves a read position: a new marker starts at version 1 (Mastodon creates it, then updates it),
 * and the version goes up by one each time `last_read_id` changes; saving the same id changes nothing.
 */
export function saveMarker(db: Db, accountId: string, timeline: MarkerTimeline, lastRead: string, now: string): void {
  db.prepare(
    `INSERT INTO markers (account_id, timeline, last_read_id, version, updated_at) VALUES (@account, @timeline, @last, 1, @now)
     ON CONFLICT (account_id, timeline) DO UPDATE SET last_read_id = excluded.last_read_id, version = version + 1, updated_at = excluded.updated_at
     WHERE markers.last_read_id <> excluded.last_read_id`,
  ).run({ account: accountId, timeline, last: lastRead, now });
}
