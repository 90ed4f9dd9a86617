import type { Db } from '../connection';

/** Whether a local account has this username, in any case. */
export function localUsernameTaken(db: Db, username: string): boolean {
  return db.prepare('SELECT 1 FROM accounts WHERE domain IS NULL AND lower(username) = lower(?)').get(username) !== undefined;
}

/** Whether a local account signs in with this email, in any case. */
export function emailTaken(db: Db, email: string): boolean {
  return db.prepare('SELECT 1 FROM accounts WHERE domain IS NULL AND lower(email) = lower(?)').get(email) !== undefined;
}

export function setCreatedByApplication(db: Db, accountId: string, applicationId: string | null): void {
  db.prepare('UPDATE accounts SET created_by_application_id = ? WHERE id = ?').run(applicationId, accountId);
}

/** The app the account signed up through, or null (seeded, created otherwise). */
export function createdByApplication(db: Db, accountId: string): string | null {
  return db.prepare<[string], { created_by_application_id: string | null }>('SELECT created_by_application_id FROM accounts WHERE id = ?').get(accountId)?.created_by_application_id ?? null;
}
