import type { Instance } from '../context';
import type { AccountRow } from '../db/rows';

export interface AccountSearchOptions {
  limit: number;
  offset: number;
  /** Only accounts the viewer follows. */
  following: boolean;
}

const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (rawDomain !== undefined && domain !== null) {
    where.push("lower(a.username) LIKE lower(?) ESCAPE '\\' AND lower(ifnull(a.domain, '')) LIKE ? ESCAPE '\\'");
    params.push(likePrefix(user), likePrefix(domain));
  } else if (rawDomain !== undefined) {
    where.push("a.domain IS NULL AND lower(a.username) LIKE lower(?) ESCAPE '\\'");
    params.push(likePrefix(user));
  } else {
    where.push(`(lower(a.username) LIKE lower(?) ESCAPE '\\' OR lower(a.display_name) LIKE lower(?) ESCAPE '\\'
      OR lower(a.display_name) LIKE lower(?) ESCAPE '\\')`);
    params.push(likePrefix(user), likePrefix(user), `% ${likePrefix(user)}`);
  }
  where.push('NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = a.id AND b.target_account_id = ?)');
  params.push(viewerId);
  if (options.following) {
    where.push('EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ? AND f.target_account_id = a.id)');
    params.push(viewerId);
  }
  const sql = `SELECT a.* FROM accounts a WHERE ${where.join(' AND ')}
    ORDER BY
      (lower(a.username) = lower(?) AND ifnull(lower(a.domain), '') = ?) DESC,
      EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ? AND f.target_account_id = a.id) DESC,
      (lower(a.username) LIKE lower(?) ESCAPE '\\') DESC,
      (SELECT count(*) FROM follows f WHERE f.target_account_id = a.id) DESC,
      lower(a.username), a.id
    LIMIT ? OFFSET ?`;
  params.push(user, domain ?? '', viewerId, likePrefix(user), options.limit, options.offset);
  return instance.db.prepare<(string | number)[], AccountRow>(sql).all(...params);
}
