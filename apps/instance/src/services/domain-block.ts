import { domainToASCII } from 'node:url';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { unprocessable } from '../http/api-error';
import { removeFollow, removeFollowRequest } from './follow';
import { deleteDomainBlock, insertDomainBlock, relatedAccountsOnDomain } from '../db/repositories/account-relations';

const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** A domain as Mastodon stores it: trimmed, lowercase, punycode; null when it is not a domain. */
export function normalizeDomain(input: string): string | null {
  const trimmed = input.trim().replace(/\/$/, '');
  const [host = '', port] = trimmed.split(/:(?=\d+$)/);
  const ascii = domainToASCII(host);
  if (ascii === '') return null;
  const domain = port === undefined ? ascii : `${ascii}:${port}`;
  return DOMAIN.test(domain) ? domain : null;
}

/**
 * Hides a whole domain from the account, as Mastodon's BlockDomainFromAccountService: follows and
 * pending requests with that domain's accounts end both ways.
 */
export function blockDomain(instance: Instance, accountId: string, input: string): void {
  const domain = normalizeDomain(input);
  if (domain === null) throw unprocessable(input.trim() === '' ? "Domain can't be blank" : 'Domain is not a valid domain name', { domain: [{ error: input.trim() === '' ? 'ERR_BLANK' : 'ERR_INVALID' }] });
  const { db } = instance;
  db.transaction(() => {
    insertDomainBlock(db, { id: snowflake(instance.now()), account_id: accountId, domain, created_at: instance.now().toISOString() });
    for (const id of relatedAccountsOnDomain(db, accountId, domain)) {
      removeFollow(instance, accountId, id);
      removeFollow(instance, id, accountId);
      removeFollowRequest(instance, accountId, id);
      removeFollowRequest(instance, id, accountId);
    }
  })();
}

export function unblockDomain(instance: Instance, accountId: string, input: string): void {
  const domain = normalizeDomain(input) ?? input.trim().toLowerCase();
  deleteDomainBlock(instance.db, accountId, domain);
}
