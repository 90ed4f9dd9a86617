import type { Instance } from '../context';
import type { AccountRow } from '../db/rows';
import { hashPassword, verifyPassword } from '../services/passwords';

let dummyHash: string | null = null;

/**
 * The local account a username (or email, or @username) and password sign in as, or null. An unknown
 * login still costs one password check, so response times do not reveal which accounts exist.
 */
export function accountForCredentials(instance: Instance, login: string, password: string): AccountRow | null {
  const name = login.trim().replace(/^@/, '');
  const account =
    name === ''
      ? undefined
      : instance.db
          .prepare<[string, string], AccountRow>(
            `SELECT * FROM accounts WHERE domain IS NULL AND password_hash IS NOT NULL
             AND (lower(username) = lower(?) OR lower(email) = lower(?)) ORDER BY id LIMIT 1`,
          )
          .get(name, name);
  if (!account) {
    dummyHash ??= hashPassword('not a password');
    verifyPassword(password, dummyHash);
    return null;
  }
  return verifyPassword(password, account.password_hash) ? account : null;
}
