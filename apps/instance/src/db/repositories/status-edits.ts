import type { Db } from '../connection';
import type { MediaRow, PollRow, StatusRow } from '../rows';
import { distinct, selectIn } from './in-list';

/** One revision of a status (JSON columns as strings). */
export interface StatusEditRow {
  id: string;
  status_id: string;
  account_id: string;
  text: string;
  content: string;
  spoiler_text: string;
  sensitive: number;
  media_ids: string;
  media_descriptions: string;
  poll_options: string | null;
  created_at: string;
}

export function insertStatusEdit(db: Db, row: StatusEditRow): void {
  db.prepare(
    `INSERT INTO status_edits (id, status_id, account_id, text, content, spoiler_text, sensitive, media_ids, media_descriptions, poll_options, created_at)
     VALUES (@id, @status_id, @account_id, @text, @content, @spoiler_text, @sensitive, @media_ids, @media_descriptions, @poll_options, @created_at)`,
  ).run(row);
}

/** The revisions of a status, oldest first. */
export function editsOfStatus(db: Db, statusId: string): StatusEditRow[] {
  return db.prepare<[string], StatusEditRow>('SELECT * FROM status_edits WHERE status_id = ? ORDER BY created_at, id').all(statusId);
}

export function hasEdits(db: Db, statusId: string): boolean {
  return db.prepare<[string], { one: number }>('SELECT 1 AS one FROM status_edits WHERE status_id = ? LIMIT 1').get(statusId) !== undefined;
}

/** What an edit changes on the status row itself. */
export type EditedFields = Pick<StatusRow, 'text' | 'content' | 'spoiler_text' | 'sensitive' | 'language' | 'card' | 'edited_at'>;

export function updateEditedStatus(db: Db, statusId: string, fields: EditedFields): void {
  db.prepare(
    `UPDATE statuses SET text = @text, content = @content, spoiler_text = @spoiler_text, sensitive = @sensitive, language = @language,
       card = @card, edited_at = @edited_at WHERE id = @id`,
  ).run({ ...fields, id: statusId });
}

/** Replaces the accounts a status mentions. */
export function replaceMentions(db: Db, statusId: string, accountIds: readonly string[]): void {
  db.prepare('DELETE FROM mentions WHERE status_id = ?').run(statusId);
  const insert = db.prepare('INSERT OR IGNORE INTO mentions (status_id, account_id) VALUES (?, ?)');
  for (const accountId of accountIds) insert.run(statusId, accountId);
}

/** Forgets a status's tags (an edit then inserts the new ones). */
export function clearStatusTags(db: Db, statusId: string): void {
  db.prepare('DELETE FROM status_tags WHERE status_id = ?').run(statusId);
}

/** Detaches the status's attachments that are not in `keptIds`; they stay the account's (edit history shows them). */
export function detachMediaExcept(db: Db, statusId: string, keptIds: readonly string[]): void {
  const detach = db.prepare('UPDATE media_attachments SET status_id = NULL WHERE status_id = ? AND id = ?');
  const current = db.prepare<[string], { id: string }>('SELECT id FROM media_attachments WHERE status_id = ?').all(statusId);
  for (const { id } of current) if (!keptIds.includes(id)) detach.run(statusId, id);
}

/** Attachments by id, whoever holds them now (history shows media an edit removed). */
export function mediaByIds(db: Db, ids: readonly string[]): Map<string, MediaRow> {
  const rows = selectIn<MediaRow>(db, distinct(ids), (list) => `SELECT * FROM media_attachments WHERE id IN (${list})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The poll's new definition; `resetVotes` drops the votes (its options changed). It ends anew, so its end is announced again. */
export function updatePoll(db: Db, poll: Pick<PollRow, 'id' | 'options' | 'multiple' | 'hide_totals' | 'expires_at'>, resetVotes: boolean): void {
  if (resetVotes) db.prepare('DELETE FROM poll_votes WHERE poll_id = ?').run(poll.id);
  db.prepare('UPDATE polls SET options = @options, multiple = @multiple, hide_totals = @hide_totals, expires_at = @expires_at, ended_notified = 0 WHERE id = @id').run(poll);
}

export function deletePoll(db: Db, pollId: string): void {
  db.prepare('DELETE FROM polls WHERE id = ?').run(pollId);
}

/** The local accounts that boosted a status (told of its edits). */
export function localRebloggerIds(db: Db, statusId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>(
      'SELECT DISTINCT s.account_id FROM statuses s JOIN accounts a ON a.id = s.account_id WHERE s.reblog_of_id = ? AND a.domain IS NULL',
    )
    .all(statusId)
    .map((row) => row.account_id);
}
