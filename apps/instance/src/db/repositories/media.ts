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

export function updateMediaDescription(db: Db, id: string, description: string | null): void {
  db.prepare('UPDATE media_attachments SET description = ? WHERE id = ?').run(description, id);
}

export function updateMediaFocus(db: Db, id: string, focus: { x: number; y: number }): void {
  db.prepare('UPDATE media_attachments SET focus_x = ?, focus_y = ? WHERE id = ?').run(focus.x, focus.y, id);
}

export function updateMediaThumbnail(db: Db, id: string, thumbnail: { previewPath: string; blurhash: string | null; meta: string }): void {
  db.prepare('UPDATE media_attachments SET preview_path = ?, blurhash = ?, meta = ? WHERE id = ?').run(thumbnail.previewPath, thumbnail.blurhash, thumbnail.meta, id);
}

/** Detaches a status's attachments (delete and redraft posts them again). */
export function detachMedia(db: Db, statusId: string): void {
  db.prepare('UPDATE media_attachments SET status_id = NULL WHERE status_id = ?').run(statusId);
}

/** The account's attachment, if it is theirs. */
export function findOwnMedia(db: Db, id: string, accountId: string): MediaRow | undefined {
  return db.prepare<[string, string], MediaRow>('SELECT * FROM media_attachments WHERE id = ? AND account_id = ?').get(id, accountId);
}

/** Attaches media to a status, in the order given. */
export function attachMedia(db: Db, statusId: string, mediaIds: readonly string[]): void {
  const attach = db.prepare('UPDATE media_attachments SET status_id = ?, position = ? WHERE id = ?');
  mediaIds.forEach((mediaId, position) => attach.run(statusId, position, mediaId));
}
