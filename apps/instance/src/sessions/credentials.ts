import type { Instance } from '../context';
import { findLocalAccountByLogin } from '../db/repositories/accounts';
import type { AccountRow } from '../db/rows';
import { hashPassword, verifyPassword } from '../services/passwords';

let dummyHash: string | null = null;

/**
 * The local account a username (or email, or @username) and password sign in as, or null. An unknown
 * login still costs one password check, so response times do not reveal which accounts exist.
 */
export function accountForCredentials(instance: Instance, login: string, password: string): AccountRow | null {
  const name = login.trim().replace(/^@/, '');
  const account = name === '' ? undefined : findLocalAccountByLogin(instance.db, name);
  if (!account) {
    dummyHash ??= hashPassword('not a password');
    verifyPassword(password, dummyHash);
    return null;
  }
  return verifyPassword(password, account.password_hash) ? account : null;
}
