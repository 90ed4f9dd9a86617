import type { Db } from '../connection';
import type { StatusRow } from '../rows';
import { SnapshotCache } from '../snapshot-cache';
import { selectIn } from './in-list';

export function findStatus(db: Db, id: string): StatusRow | undefined {
  return db.prepare<[string], StatusRow>('SELECT * FROM statuses WHERE id = ?').get(id);
}

const rowsRead = new SnapshotCache<StatusRow>();

/** The statuses with these ids (those that exist); rows read since the database last changed are reused. */
export function statusesByIds(db: Db, ids: readonly string[]): Map<string, StatusRow> {
  return rowsRead.read(db, ids, (missing) => {
    const rows = selectIn<StatusRow>(db, missing, (list) => `SELECT * FROM statuses WHERE id IN (${list})`);
    return new Map(rows.map((row) => [row.id, row]));
  });
}

export function insertStatus(db: Db, row: StatusRow): void {
  db.prepare(
    `INSERT INTO statuses (id, account_id, uri, url, text, content, spoiler_text, sensitive, visibility, language, in_reply_to_id,
      in_reply_to_account_id, reblog_of_id, conversation_id, application_id, card, created_at, edited_at)
     VALUES (@id, @account_id, @uri, @url, @text, @content, @spoiler_text, @sensitive, @visibility, @language, @in_reply_to_id,
      @in_reply_to_account_id, @reblog_of_id, @conversation_id, @application_id, @card, @created_at, @edited_at)`,
  ).run(row);
}

export interface StatusCounts {
  id: string;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
}

export function statusCounts(db: Db, ids: readonly string[]): Map<string, StatusCounts> {
  const rows = selectIn<StatusCounts>(
    db,
    ids,
    (list) => `SELECT s.id,
        (SELECT count(*) FROM statuses r WHERE r.in_reply_to_id = s.id) AS replies_count,
        (SELECT count(*) FROM statuses b WHERE b.reblog_of_id = s.id) AS reblogs_count,
        (SELECT count(*) FROM favourites f WHERE f.status_id = s.id) AS favourites_count
      FROM statuses s WHERE s.id IN (${list})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the viewer did with each status (0/1 flags). */
export interface ViewerStatusFlags {
  id: string;
  favourited: number;
  reblogged: number;
  bookmarked: number;
  muted: number;
  pinned: number;
}

const flagsRead = new SnapshotCache<ViewerStatusFlags>();

export function viewerStatusFlags(db: Db, ids: readonly string[], viewerId: string): Map<string, ViewerStatusFlags> {
  const read = flagsRead.read(
    db,
    ids.map((id) => `${viewerId}/${id}`),
    (missing) => {
      const rows = selectIn<ViewerStatusFlags>(
        db,
        missing.map((key) => key.slice(viewerId.length + 1)),
        (list) => `SELECT s.id,
        EXISTS (SELECT 1 FROM favourites f WHERE f.account_id = @viewer AND f.status_id = s.id) AS favourited,
        EXISTS (SELECT 1 FROM statuses b WHERE b.account_id = @viewer AND b.reblog_of_id = s.id) AS reblogged,
        EXISTS (SELECT 1 FROM bookmarks k WHERE k.account_id = @viewer AND k.status_id = s.id) AS bookmarked,
        EXISTS (SELECT 1 FROM conversation_mutes c WHERE c.account_id = @viewer AND c.conversation_id = s.conversation_id) AS muted,
        EXISTS (SELECT 1 FROM status_pins p WHERE p.account_id = @viewer AND p.status_id = s.id) AS pinned
      FROM statuses s WHERE s.id IN (${list})`,
        { viewer: viewerId },
      );
      return new Map(rows.map((row) => [`${viewerId}/${row.id}`, row]));
    },
  );
  return new Map([...read.values()].map((flags) => [flags.id, flags]));
}

/** Whether the status exists and `accountId` wrote it. */
export function isStatusBy(db: Db, statusId: string, accountId: string): boolean {
  return db.prepare<[string, string], { id: string }>('SELECT id FROM statuses WHERE id = ? AND account_id = ?').get(statusId, accountId) !== undefined;
}

/** A status known by its URI or URL. */
export function statusByUri(db: Db, uri: string): StatusRow | undefined {
  return db.prepare<[string, string], StatusRow>('SELECT * FROM statuses WHERE uri = ? OR url = ? LIMIT 1').get(uri, uri);
}

/** The boosts of a status. */
export function reblogsOf(db: Db, statusId: string): StatusRow[] {
  return db.prepare<[string], StatusRow>('SELECT * FROM statuses WHERE reblog_of_id = ?').all(statusId);
}

/** Deletes the status and its boosts. */
export function deleteStatusAndReblogs(db: Db, statusId: string): void {
  db.prepare('DELETE FROM statuses WHERE reblog_of_id = ?').run(statusId);
  db.prepare('DELETE FROM statuses WHERE id = ?').run(statusId);
}

/** The account's boost of a status, if any. */
export function reblogBy(db: Db, accountId: string, statusId: string): StatusRow | undefined {
  return db.prepare<[string, string], StatusRow>('SELECT * FROM statuses WHERE account_id = ? AND reblog_of_id = ? ORDER BY id LIMIT 1').get(accountId, statusId);
}

/** Every status on the server (local, remote, boosts). */
export function countStatuses(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM statuses').get()?.n ?? 0;
}

export function setStatusUris(db: Db, statusId: string, uri: string, url: string): void {
  db.prepare('UPDATE statuses SET uri = ?, url = ? WHERE id = ?').run(uri, url, statusId);
}

/** Whether `accountId` has boosted `statusId`. */
export function hasReblogged(db: Db, accountId: string, statusId: string): boolean {
  return (
    db
      .prepare<[string, string], { one: number }>('SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM statuses WHERE account_id = ? AND reblog_of_id = ?)')
      .get(accountId, statusId) !== undefined
  );
}


const REACH_SQL = {
  public: "visibility IN ('public', 'unlisted')",
  followers: "visibility IN ('public', 'unlisted', 'private')",
} as const;

/** The 20 newest statuses (not boosts) of `accountId` that reach the public, or also its followers. */
export function latestOriginalStatusesOf(db: Db, accountId: string, reach: keyof typeof REACH_SQL): StatusRow[] {
  return db
    .prepare<[string], StatusRow>(`SELECT * FROM statuses WHERE account_id = ? AND reblog_of_id IS NULL AND ${REACH_SQL[reach]} ORDER BY id DESC LIMIT 20`)
    .all(accountId);
}

/** The 20 newest public or unlisted statuses (not boosts) by anyone but `accountId`. */
export function latestPublicStatusesNotBy(db: Db, accountId: string): StatusRow[] {
  return db
    .prepare<[string], StatusRow>(
      "SELECT * FROM statuses WHERE account_id != ? AND reblog_of_id IS NULL AND visibility IN ('public', 'unlisted') ORDER BY id DESC LIMIT 20",
    )
    .all(accountId);
}
