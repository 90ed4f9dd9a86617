import type { Db } from '../connection';
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
