import { domainToASCII } from 'node:url';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { unprocessable } from '../http/api-error';
import { removeFollow, removeFollowRequest } from './follow';

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
    db.prepare('INSERT OR IGNORE INTO domain_blocks (id, account_id, domain, created_at) VALUES (?, ?, ?, ?)').run(
      snowflake(instance.now()),
      accountId,
      domain,
      instance.now().toISOString(),
    );
    const others = db
      .prepare<[string, string, string, string, string], { id: string }>(
        `SELECT a.id FROM accounts a WHERE lower(a.domain) = ? AND (
           EXISTS (SELECT 1 FROM follows f WHERE (f.account_id = ? AND f.target_account_id = a.id) OR (f.account_id = a.id AND f.target_account_id = ?))
           OR EXISTS (SELECT 1 FROM follow_requests r WHERE (r.account_id = ? AND r.target_account_id = a.id) OR (r.account_id = a.id AND r.target_account_id = ?)))`,
      )
      .all(domain, accountId, accountId, accountId, accountId);
    for (const { id } of others) {
      removeFollow(instance, accountId, id);
      removeFollow(instance, id, accountId);
      removeFollowRequest(instance, accountId, id);
      removeFollowRequest(instance, id, accountId);
    }
  })();
}

export function unblockDomain(instance: Instance, accountId: string, input: string): void {
  const domain = normalizeDomain(input) ?? input.trim().toLowerCase();
  instance.db.prepare('DELETE FROM domain_blocks WHERE account_id = ? AND domain = ?').run(accountId, domain);
}
