import type { Db } from '../connection';
import { exists } from '../queries';
import { groupBy, selectIn } from './in-list';

export interface MentionedAccount {
  status_id: string;
  id: string;
  username: string;
  domain: string | null;
  url: string | null;
}

/** The accounts each status mentions, in account id order. */
export function mentionsOfStatuses(db: Db, statusIds: readonly string[]): Map<string, MentionedAccount[]> {
  const rows = selectIn<MentionedAccount>(
    db,
    statusIds,
    (list) => `SELECT m.status_id, a.id, a.username, a.domain, a.url FROM mentions m JOIN accounts a ON a.id = m.account_id
      WHERE m.status_id IN (${list}) ORDER BY m.status_id, m.account_id`,
  );
  return groupBy(rows, (row) => row.status_id);
}

export function insertMentions(db: Db, statusId: string, accountIds: Iterable<string>): void {
  const insert = db.prepare('INSERT OR IGNORE INTO mentions (status_id, account_id) VALUES (?, ?)');
  for (const accountId of accountIds) insert.run(statusId, accountId);
}

/** Whether `statusId` mentions `accountId`. */
export function isMentioned(db: Db, statusId: string, accountId: string): boolean {
  return exists(db, 'SELECT 1 FROM mentions WHERE status_id = ? AND account_id = ?', statusId, accountId);
}

/** The accounts `statusId` mentions. */
export function mentionedAccountIds(db: Db, statusId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>('SELECT account_id FROM mentions WHERE status_id = ?')
    .all(statusId)
    .map((m) => m.account_id);
}
