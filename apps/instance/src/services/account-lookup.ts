import type { Instance } from '../context';
import { findAccount, findAccountByHandle } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { notFound } from '../http/api-error';

export function accountOr404(instance: Instance, id: string): AccountRow {
  const account = id === '' ? undefined : findAccount(instance.db, id);
  if (!account) throw notFound();
  return account;
}

/** `user`, `@user`, `user@this.domain` (local) or `user@remote.domain`, as this server knows them. */
export function findAccountByAcct(instance: Instance, acct: string): AccountRow | undefined {
  const [username = '', domain] = acct.trim().replace(/^@/, '').split('@');
  if (username === '') return undefined;
  const local = domain === undefined || domain === '' || domain.toLowerCase() === instance.config.domain.toLowerCase();
  return findAccountByHandle(instance.db, username, local ? null : domain);
}
