import type { Db } from '../connection';
import type { AccountRow } from '../rows';
import { SnapshotCache } from '../snapshot-cache';
import { selectIn } from './in-list';

export function findAccount(db: Db, id: string): AccountRow | undefined {
  return db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
}

export function findAccountByHandle(db: Db, username: string, domain: string | null): AccountRow | undefined {
  return db
    .prepare<[string, string], AccountRow>("SELECT * FROM accounts WHERE lower(username) = lower(?) AND ifnull(lower(domain), '') = lower(?)")
    .get(username, domain ?? '');
}

const rowsRead = new SnapshotCache<AccountRow>();

/** The accounts with these ids (those that exist); rows read since the database last changed are reused. */
export function accountsByIds(db: Db, ids: readonly string[]): Map<string, AccountRow> {
  return rowsRead.read(db, ids, (missing) => {
    const rows = selectIn<AccountRow>(db, missing, (list) => `SELECT * FROM accounts WHERE id IN (${list})`);
    return new Map(rows.map((row) => [row.id, row]));
  });
}

/** Accounts whose username is one of `usernames`, compared as SQLite's lower() does (ASCII only). */
export function accountsByUsernames(db: Db, usernames: readonly string[]): AccountRow[] {
  return selectIn<AccountRow>(db, usernames, (list) => `SELECT * FROM accounts WHERE lower(username) IN (${list.replace(/\?/g, 'lower(?)')})`);
}

export interface AccountStats {
  id: string;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_created_at: string | null;
}

/** Follower, following and status counts and the time of the last status (or boost), per account. */
export function accountStats(db: Db, ids: readonly string[]): Map<string, AccountStats> {
  const rows = selectIn<AccountStats>(
    db,
    ids,
    (list) => `SELECT a.id,
        (SELECT count(*) FROM follows f WHERE f.target_account_id = a.id) AS followers_count,
        (SELECT count(*) FROM follows f WHERE f.account_id = a.id) AS following_count,
        (SELECT count(*) FROM statuses s WHERE s.account_id = a.id AND s.reblog_of_id IS NULL) AS statuses_count,
        (SELECT s.created_at FROM statuses s WHERE s.account_id = a.id ORDER BY s.id DESC LIMIT 1) AS last_status_created_at
      FROM accounts a WHERE a.id IN (${list})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account's saved web settings (JSON), '{}' when none. */
export function webSettingsOf(db: Db, accountId: string): string {
  return db.prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE id = ?').get(accountId)?.web_settings ?? '{}';
}

export function saveWebSettings(db: Db, accountId: string, json: string): void {
  db.prepare('UPDATE accounts SET web_settings = ? WHERE id = ?').run(json, accountId);
}

/** An account known by its profile URL. */
export function accountByUrl(db: Db, url: string): AccountRow | undefined {
  return db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE url = ? LIMIT 1').get(url);
}

/** The columns of an account its owner may change (update_credentials). */
export type EditableAccountColumn =
  | 'display_name'
  | 'note'
  | 'locked'
  | 'bot'
  | 'discoverable'
  | 'fields'
  | 'source_privacy'
  | 'source_sensitive'
  | 'source_language'
  | 'avatar_path'
  | 'header_path';

export function updateAccountColumns(db: Db, accountId: string, changes: ReadonlyMap<EditableAccountColumn, string | number | null>): void {
  if (changes.size === 0) return;
  const columns = [...changes.keys()];
  db.prepare(`UPDATE accounts SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(...columns.map((column) => changes.get(column) ?? null), accountId);
}

export interface NewAccountRow {
  id: string;
  username: string;
  domain: string | null;
  display_name: string;
  note: string;
  url: string | null;
  locked: number;
  bot: number;
  fields: string;
  created_at: string;
  email: string | null;
  password_hash: string | null;
  role: string;
}

export function insertAccount(db: Db, row: NewAccountRow): void {
  db.prepare(
    `INSERT INTO accounts (id, username, domain, display_name, note, url, locked, bot, fields, created_at, email, password_hash, role)
     VALUES (@id, @username, @domain, @display_name, @note, @url, @locked, @bot, @fields, @created_at, @email, @password_hash, @role)`,
  ).run(row);
}
