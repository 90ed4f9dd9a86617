import type { Db } from '../connection';
import type { AccountRow, StatusRow } from '../rows';
import type { ReportRow } from './reports';

/** Which accounts the moderation list shows: where they live, their standing, a username to look for. */
export interface ModerationAccountFilter {
  origin: 'local' | 'remote' | null;
  standing: 'active' | 'limited' | 'suspended' | null;
  /** Part of the username (or of the domain after an `@`); '' for any. */
  query: string;
}

export interface ModerationAccountsPage {
  accounts: AccountRow[];
  total: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterSql(filter: ModerationAccountFilter): { where: string[]; named: Record<string, string> } {
  const where: string[] = [];
  const named: Record<string, string> = {};
  if (filter.origin === 'local') where.push('domain IS NULL');
  if (filter.origin === 'remote') where.push('domain IS NOT NULL');
  if (filter.standing === 'active') where.push('suspended_at IS NULL AND silenced_at IS NULL');
  if (filter.standing === 'limited') where.push('suspended_at IS NULL AND silenced_at IS NOT NULL');
  if (filter.standing === 'suspended') where.push('suspended_at IS NOT NULL');
  const [username = '', domain] = filter.query.replace(/^@/, '').split('@');
  if (username !== '') {
    where.push("lower(username) LIKE lower(@username) ESCAPE '\\'");
    named.username = `%${escapeLike(username)}%`;
  }
  if (domain !== undefined && domain !== '') {
    where.push("lower(ifnull(domain, '')) LIKE lower(@domain) ESCAPE '\\'");
    named.domain = `%${escapeLike(domain)}%`;
  }
  return { where, named };
}

/** A page of accounts for staff, local ones first, then by username and domain. */
export function moderationAccounts(db: Db, filter: ModerationAccountFilter, limit: number, offset: number): ModerationAccountsPage {
  const { where, named } = filterSql(filter);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const accounts = db
    .prepare<[Record<string, string | number>], AccountRow>(
      `SELECT * FROM accounts ${clause} ORDER BY domain IS NOT NULL, lower(ifnull(domain, '')), lower(username) LIMIT @limit OFFSET @offset`,
    )
    .all({ ...named, limit, offset });
  const total = db.prepare<[Record<string, string>], { n: number }>(`SELECT count(*) AS n FROM accounts ${clause}`).get(named)?.n ?? 0;
  return { accounts, total };
}

/** Every status the account wrote or boosted, newest first, older than `maxId` when given. */
export function moderationStatuses(db: Db, accountId: string, maxId: string | null, limit: number): StatusRow[] {
  return db
    .prepare<[Record<string, string | number | null>], StatusRow>(
      'SELECT * FROM statuses WHERE account_id = @account AND (@max IS NULL OR id < @max) ORDER BY id DESC LIMIT @limit',
    )
    .all({ account: accountId, max: maxId, limit });
}

/** The account's status with this id, whatever its visibility. */
export function moderationStatus(db: Db, accountId: string, statusId: string): StatusRow | undefined {
  return db.prepare<[string, string], StatusRow>('SELECT * FROM statuses WHERE id = ? AND account_id = ?').get(statusId, accountId);
}

export interface StoredReportRow extends ReportRow {
  /** When staff resolved it; null while it is open. */
  action_taken_at: string | null;
}

/** The reports about an account, newest first. */
export function reportsAbout(db: Db, targetId: string): StoredReportRow[] {
  return db.prepare<[string], StoredReportRow>('SELECT * FROM reports WHERE target_account_id = ? ORDER BY id DESC').all(targetId);
}

/** The reports about an account that include the status, newest first. */
export function reportsIncluding(db: Db, targetId: string, statusId: string): StoredReportRow[] {
  return db
    .prepare<[string, string], StoredReportRow>(
      `SELECT * FROM reports WHERE target_account_id = ? AND json_valid(status_ids)
         AND EXISTS (SELECT 1 FROM json_each(reports.status_ids) j WHERE j.value = ?) ORDER BY id DESC`,
    )
    .all(targetId, statusId);
}

/** Marks every open report about the account resolved at `at`. */
export function resolveOpenReports(db: Db, targetId: string, at: string): void {
  db.prepare('UPDATE reports SET action_taken_at = ? WHERE target_account_id = ? AND action_taken_at IS NULL').run(at, targetId);
}

/** Sets or clears (null) when the account was limited. */
export function setSilencedAt(db: Db, accountId: string, at: string | null): void {
  db.prepare('UPDATE accounts SET silenced_at = ? WHERE id = ?').run(at, accountId);
}

/** Sets or clears (null) when the account was suspended. */
export function setSuspendedAt(db: Db, accountId: string, at: string | null): void {
  db.prepare('UPDATE accounts SET suspended_at = ? WHERE id = ?').run(at, accountId);
}

/** Whether the account is suspended (a token's or a session's owner). */
export function isSuspendedAccount(db: Db, accountId: string): boolean {
  return db.prepare<[string], { one: number }>('SELECT 1 AS one FROM accounts WHERE id = ? AND suspended_at IS NOT NULL').get(accountId) !== undefined;
}
