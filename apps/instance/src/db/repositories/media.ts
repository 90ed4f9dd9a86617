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

/** A JPEG picture not yet attached to a status. */
export interface NewJpegImage {
  id: string;
  account_id: string;
  file_path: string;
  preview_path: string;
  description: string | null;
  meta: string;
  blurhash: string | null;
  created_at: string;
}

/** Stores JPEG pictures as unattached image media of their accounts. */
export function insertJpegImages(db: Db, images: readonly NewJpegImage[]): void {
  const insert = db.prepare(
    `INSERT INTO media_attachments (id, account_id, type, file_path, preview_path, content_type, description, meta, blurhash, created_at)
     VALUES (?, ?, 'image', ?, ?, 'image/jpeg', ?, ?, ?, ?)`,
  );
  for (const image of images) {
    insert.run(image.id, image.account_id, image.file_path, image.preview_path, image.description, image.meta, image.blurhash, image.created_at);
  }
}

/** The descriptions of a status's attachments, in position order. */
export function mediaDescriptionsOf(db: Db, statusId: string): (string | null)[] {
  return db
    .prepare<[string], { description: string | null }>('SELECT description FROM media_attachments WHERE status_id = ? ORDER BY position')
    .all(statusId)
    .map((m) => m.description);
}

/** An attachment with how its processing went (null: fine or not yet done). */
export type MediaWithProcessingRow = MediaRow & { processing_error: string | null };

export function findMediaWithProcessing(db: Db, id: string): MediaWithProcessingRow | undefined {
  return db.prepare<[string], MediaWithProcessingRow>('SELECT * FROM media_attachments WHERE id = ?').get(id);
}

/** A new attachment, not processed yet (no files, `meta` '{}'). */
export function insertMedia(
  db: Db,
  row: Pick<MediaRow, 'id' | 'account_id' | 'type' | 'content_type' | 'description' | 'focus_x' | 'focus_y' | 'created_at'>,
): void {
  db.prepare(
    `INSERT INTO media_attachments (id, account_id, type, content_type, description, focus_x, focus_y, meta, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, '{}', ?)`,
  ).run(row.id, row.account_id, row.type, row.content_type, row.description, row.focus_x, row.focus_y, row.created_at);
}

/** The files of a processed attachment. */
export function setMediaFiles(db: Db, id: string, files: Pick<MediaRow, 'file_path' | 'preview_path' | 'meta' | 'blurhash'>): void {
  db.prepare('UPDATE media_attachments SET file_path = ?, preview_path = ?, meta = ?, blurhash = ? WHERE id = ?').run(
    files.file_path,
    files.preview_path,
    files.meta,
    files.blurhash,
    id,
  );
}

export function setMediaProcessingError(db: Db, id: string, error: string): void {
  db.prepare('UPDATE media_attachments SET processing_error = ? WHERE id = ?').run(error, id);
}

export function deleteMedia(db: Db, id: string): void {
  db.prepare('DELETE FROM media_attachments WHERE id = ?').run(id);
}

/** Marks every attachment still unprocessed (no file, not remote, no error yet) as failed with `error`. */
export function failUnprocessedMedia(db: Db, error: string): void {
  db.prepare('UPDATE media_attachments SET processing_error = ? WHERE file_path IS NULL AND remote_url IS NULL AND processing_error IS NULL').run(error);
}
