import type { Db } from '../connection';
import type { AccountRow } from '../rows';
import { hiddenAccountSql } from './hidden-accounts';

export interface DirectoryQuery {
  viewerId: string | null;
  now: string;
  order: 'active' | 'new';
  local: boolean;
  limit: number;
  offset: number;
}

/**
 * The profile directory (Mastodon's DirectoriesController): discoverable accounts that have not
 * moved, the most recently posting first (`active`, accounts that never posted last) or the newest
 * (`new`); signed in, without the accounts hidden from the viewer.
 */
export function directoryAccounts(db: Db, query: DirectoryQuery): AccountRow[] {
  const where = ['a.discoverable = 1', 'a.moved_to_account_id IS NULL'];
  if (query.local) where.push('a.domain IS NULL');
  if (query.viewerId !== null) where.push(`NOT ${hiddenAccountSql('a.id')}`);
  const order =
    query.order === 'new'
      ? 'a.id DESC'
      : "(SELECT max(s.id) FROM statuses s WHERE s.account_id = a.id AND s.visibility <> 'direct') DESC, a.id DESC";
  return db
    .prepare<[Record<string, string | number>], AccountRow>(`SELECT a.* FROM accounts a WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    .all({ viewer: query.viewerId ?? '', now: query.now, limit: query.limit, offset: query.offset });
}
