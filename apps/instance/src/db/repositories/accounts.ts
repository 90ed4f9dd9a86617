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

/** The local account with a password whose username or email is `login` (case-insensitive). */
export function findLocalAccountByLogin(db: Db, login: string): AccountRow | undefined {
  return db
    .prepare<[string, string], AccountRow>(
      `SELECT * FROM accounts WHERE domain IS NULL AND password_hash IS NOT NULL
             AND (lower(username) = lower(?) OR lower(email) = lower(?)) ORDER BY id LIMIT 1`,
    )
    .get(login, login);
}

/** Whether the seeded local "demo" account exists and can sign in with a password. */
export function demoAccountCanSignIn(db: Db): boolean {
  return db.prepare<[], { one: number }>("SELECT 1 AS one FROM accounts WHERE domain IS NULL AND lower(username) = 'demo' AND password_hash IS NOT NULL").get() !== undefined;
}

/** Whether a local account named exactly "demo" exists. */
export function hasLocalDemoAccount(db: Db): boolean {
  return db.prepare("SELECT 1 FROM accounts WHERE username = 'demo' AND domain IS NULL").get() !== undefined;
}

/** The id of the local account named `username` (case-insensitive). */
export function localAccountIdByUsername(db: Db, username: string): string | undefined {
  return db.prepare<[string], { id: string }>('SELECT id FROM accounts WHERE domain IS NULL AND lower(username) = lower(?)').get(username)?.id;
}

export function countAccounts(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM accounts').get()?.n ?? 0;
}

/** The posting defaults of the preferences page. */
export function updatePostingDefaults(db: Db, accountId: string, privacy: string, sensitive: number): void {
  db.prepare('UPDATE accounts SET source_privacy = ?, source_sensitive = ? WHERE id = ?').run(privacy, sensitive, accountId);
}

/** What the profile page saves; a null image path keeps the current image. */
export interface ProfileUpdate {
  display_name: string;
  note: string;
  locked: number;
  bot: number;
  fields: string;
  avatar_path: string | null;
  header_path: string | null;
}

export function updateProfile(db: Db, accountId: string, profile: ProfileUpdate): void {
  db.prepare(
    `UPDATE accounts SET display_name = ?, note = ?, locked = ?, bot = ?, fields = ?,
         avatar_path = coalesce(?, avatar_path), header_path = coalesce(?, header_path) WHERE id = ?`,
  ).run(profile.display_name, profile.note, profile.locked, profile.bot, profile.fields, profile.avatar_path, profile.header_path, accountId);
}

export function setPasswordHash(db: Db, accountId: string, passwordHash: string | null): void {
  db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, accountId);
}

/** Points the account at its avatar and header files (and, for a remote account, their origin URLs). */
export function setAccountPictures(
  db: Db,
  accountId: string,
  pictures: { avatarPath: string; headerPath: string; remoteAvatarUrl: string | null; remoteHeaderUrl: string | null },
): void {
  db.prepare('UPDATE accounts SET avatar_path = ?, header_path = ?, remote_avatar_url = ?, remote_header_url = ? WHERE id = ?').run(
    pictures.avatarPath,
    pictures.headerPath,
    pictures.remoteAvatarUrl,
    pictures.remoteHeaderUrl,
    accountId,
  );
}

/** Records that `accountId` moved to `movedToId`. */
export function setMovedTo(db: Db, accountId: string, movedToId: string): void {
  db.prepare('UPDATE accounts SET moved_to_account_id = ? WHERE id = ?').run(movedToId, accountId);
}


/** The account's home feed is regenerated (services/home-feed.ts feedRegenerating). */
export function clearFeedRegenerating(db: Db, accountId: string): void {
  db.prepare('UPDATE accounts SET feed_regenerating = 0 WHERE id = ?').run(accountId);
}
