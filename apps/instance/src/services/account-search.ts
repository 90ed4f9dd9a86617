import type { Instance } from '../context';
import { accountsMatching, type AccountNameMatch } from '../db/repositories/account-search';
import type { AccountRow } from '../db/rows';

export interface AccountSearchOptions {
  limit: number;
  offset: number;
  /** Only accounts the viewer follows. */
  following: boolean;
}

/**
 * Accounts whose username, acct or display name (or a word of it) starts with `query` (a leading @
 * is ignored). An exact `user@domain` (or `user`) match comes first, then accounts the viewer
 * follows, then username matches before display-name ones. Accounts blocking the viewer are left out.
 * https://github.com/mastodon/mastodon/blob/main/app/services/account_search_service.rb
 */
export function searchAccounts(instance: Instance, viewerId: string, query: string, options: AccountSearchOptions): AccountRow[] {
  const q = query.trim().replace(/^@/, '');
  if (q === '') return [];
  const [user = '', rawDomain] = q.split('@');
  const domain = rawDomain === undefined || rawDomain.toLowerCase() === instance.config.domain.toLowerCase() ? null : rawDomain.toLowerCase();
  let match: AccountNameMatch;
  if (rawDomain !== undefined && domain !== null) match = { kind: 'remote', user, domain };
  else if (rawDomain !== undefined) match = { kind: 'local', user };
  else match = { kind: 'any', user };
  return accountsMatching(instance.db, match, { viewerId, ...options });
}
