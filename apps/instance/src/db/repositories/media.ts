import type { Db } from '../connection';
import type { MediaRow } from '../rows';
import { groupBy, selectIn } from './in-list';

/** The attachments of each status, in position order. */
export function mediaOfStatuses(db: Db, statusIds: readonly string[]): Map<string, MediaRow[]> {
  const rows = selectIn<MediaRow>(
    db,
    statusIds,
    (list) => `SELECT * FROM media_attachments WHERE status_id IN (${list}) ORDER BY status_id, position`,
  );
  return groupBy(rows, (row) => row.status_id ?? '');
}
