import type { Instance } from '../context';
import type { AccountRow } from '../db/rows';

export const mediaUrl = (instance: Instance, file: string): string => `${instance.config.baseUrl}/system/${file}`;

export function acctOf(account: Pick<AccountRow, 'username' | 'domain'>): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username;
}

export function accountUrl(instance: Instance, account: Pick<AccountRow, 'username' | 'domain' | 'url'>): string {
  return account.domain ? (account.url ?? `https://${account.domain}/@${account.username}`) : `${instance.config.baseUrl}/@${account.username}`;
}

export function accountUri(instance: Instance, account: Pick<AccountRow, 'username' | 'domain' | 'url'>): string {
  return account.domain ? accountUrl(instance, account) : `${instance.config.baseUrl}/users/${account.username}`;
}
