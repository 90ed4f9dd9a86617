import type { Db } from '../connection';
import { exists } from '../queries';
import type { AccountRow, ListRow } from '../rows';

export function findOwnList(db: Db, id: string, accountId: string): ListRow | undefined {
  return db.prepare<[string, string], ListRow>('SELECT * FROM lists WHERE id = ? AND account_id = ?').get(id, accountId);
}

export function listsOf(db: Db, accountId: string): ListRow[] {
  return db.prepare<[string], ListRow>('SELECT * FROM lists WHERE account_id = ? ORDER BY id').all(accountId);
}

export function countListsOf(db: Db, accountId: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM lists WHERE account_id = ?').get(accountId)?.n ?? 0;
}

/** The lists of `ownerId` that `memberId` is on. */
export function listsWithMember(db: Db, ownerId: string, memberId: string): ListRow[] {
  return db
    .prepare<[string, string], ListRow>(
      `SELECT l.* FROM lists l JOIN list_accounts la ON la.list_id = l.id
       WHERE l.account_id = ? AND la.account_id = ? ORDER BY l.id`,
    )
    .all(ownerId, memberId);
}

export function insertList(db: Db, row: ListRow): void {
  db.prepare(
    'INSERT INTO lists (id, account_id, title, replies_policy, exclusive, created_at) VALUES (@id, @account_id, @title, @replies_policy, @exclusive, @created_at)',
  ).run(row);
}

export function updateList(db: Db, id: string, values: Pick<ListRow, 'title' | 'replies_policy' | 'exclusive'>): void {
  db.prepare('UPDATE lists SET title = ?, replies_policy = ?, exclusive = ? WHERE id = ?').run(values.title, values.replies_policy, values.exclusive, id);
}

export function deleteList(db: Db, id: string): void {
  db.prepare('DELETE FROM lists WHERE id = ?').run(id);
}

/** A list's members by account id, newest first, below `maxId` and above `sinceId`; all of them for `limit` null. */
export function listMembers(db: Db, listId: string, page: { maxId: string | null; sinceId: string | null; limit: number | null }): AccountRow[] {
  const where = ['la.list_id = ?'];
  const args: string[] = [listId];
  if (page.maxId) {
    where.push('a.id < ?');
    args.push(page.maxId);
  }
  if (page.sinceId) {
    where.push('a.id > ?');
    args.push(page.sinceId);
  }
  return db
    .prepare<string[], AccountRow>(
      `SELECT a.* FROM list_accounts la JOIN accounts a ON a.id = la.account_id WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT ${page.limit ?? -1}`,
    )
    .all(...args);
}

export function isListMember(db: Db, listId: string, accountId: string): boolean {
  return db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM list_accounts WHERE list_id = ? AND account_id = ?').get(listId, accountId) !== undefined;
}

export function addListMembers(db: Db, listId: string, accountIds: readonly string[], now: string): void {
  const insert = db.prepare('INSERT INTO list_accounts (list_id, account_id, created_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const id of accountIds) insert.run(listId, id, now);
  })();
}

export function removeListMembers(db: Db, listId: string, accountIds: readonly string[]): void {
  const remove = db.prepare('DELETE FROM list_accounts WHERE list_id = ? AND account_id = ?');
  db.transaction(() => {
    for (const id of accountIds) remove.run(listId, id);
  })();
}

/** Takes `accountId` out of every list `ownerId` keeps. */
export function removeFromListsOf(db: Db, ownerId: string, accountId: string): void {
  db.prepare('DELETE FROM list_accounts WHERE account_id = ? AND list_id IN (SELECT id FROM lists WHERE account_id = ?)').run(accountId, ownerId);
}

/** The lists (anyone's) that `accountId` is on. */
export function listIdsWithMember(db: Db, accountId: string): string[] {
  return db
    .prepare<[string], { list_id: string }>('SELECT list_id FROM list_accounts WHERE account_id = ?')
    .all(accountId)
    .map((row) => row.list_id);
}

/** A list with the default replies policy and exclusivity. */
export function insertTitledList(db: Db, row: Pick<ListRow, 'id' | 'account_id' | 'title' | 'created_at'>): void {
  db.prepare('INSERT INTO lists (id, account_id, title, created_at) VALUES (?, ?, ?, ?)').run(row.id, row.account_id, row.title, row.created_at);
}

/** Adds members to a list in the caller's transaction (addListMembers opens its own). */
export function insertListAccounts(db: Db, listId: string, accountIds: readonly string[], now: string): void {
  const add = db.prepare('INSERT INTO list_accounts (list_id, account_id, created_at) VALUES (?, ?, ?)');
  for (const accountId of accountIds) add.run(listId, accountId, now);
}

/** Whether `accountId` is on one of `ownerId`'s exclusive lists (kept out of the owner's home). */
export function inExclusiveListOf(db: Db, ownerId: string, accountId: string): boolean {
  return exists(
    db,
    'SELECT 1 FROM list_accounts la JOIN lists l ON l.id = la.list_id WHERE l.account_id = ? AND l.exclusive = 1 AND la.account_id = ?',
    ownerId,
    accountId,
  );
}

/** A list's replies policy, if the list exists. */
export function listRepliesPolicy(db: Db, listId: string): string | undefined {
  return db.prepare<[string], Pick<ListRow, 'replies_policy'>>('SELECT replies_policy FROM lists WHERE id = ?').get(listId)?.replies_policy;
}

/** Whether `listId` is a list of `accountId`'s. */
export function ownsList(db: Db, listId: string, accountId: string): boolean {
  return exists(db, 'SELECT 1 FROM lists WHERE id = ? AND account_id = ?', listId, accountId);
}

/** Whether `accountId` is on `listId` (as isListMember, through `exists`). */
export function hasListMember(db: Db, listId: string, accountId: string): boolean {
  return exists(db, 'SELECT 1 FROM list_accounts WHERE list_id = ? AND account_id = ?', listId, accountId);
}
