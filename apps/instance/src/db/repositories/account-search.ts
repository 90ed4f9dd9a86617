import type { Db } from '../connection';
import type { AccountRow } from '../rows';

const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a search names: a username at a remote domain (both prefixes), a local username, or a
 * username or display name (or a word of it) anywhere.
 */
export type AccountNameMatch = { kind: 'remote'; user: string; domain: string } | { kind: 'local'; user: string } | { kind: 'any'; user: string };

export interface AccountSearchPage {
  viewerId: string;
  /** Only accounts the viewer follows. */
  following: boolean;
  limit: number;
  offset: number;
}

/**
 * Accounts matching, without those blocking the viewer: the exact account first, then those the
 * viewer follows, then username matches before display-name ones, then the most followed.
 */
export function accountsMatching(db: Db, match: AccountNameMatch, page: AccountSearchPage): AccountRow[] {
  const { user } = match;
  const { viewerId } = page;
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (match.kind === 'remote') {
    where.push("lower(a.username) LIKE lower(?) ESCAPE '\\' AND lower(ifnull(a.domain, '')) LIKE ? ESCAPE '\\'");
    params.push(likePrefix(user), likePrefix(match.domain));
  } else if (match.kind === 'local') {
    where.push("a.domain IS NULL AND lower(a.username) LIKE lower(?) ESCAPE '\\'");
    params.push(likePrefix(user));
  } else {
    where.push(`(lower(a.username) LIKE lower(?) ESCAPE '\\' OR lower(a.display_name) LIKE lower(?) ESCAPE '\\'
      OR lower(a.display_name) LIKE lower(?) ESCAPE '\\')`);
    params.push(likePrefix(user), likePrefix(user), `% ${likePrefix(user)}`);
  }
  where.push('NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = a.id AND b.target_account_id = ?)');
  params.push(viewerId);
  if (page.following) {
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
  params.push(user, match.kind === 'remote' ? match.domain : '', viewerId, likePrefix(user), page.limit, page.offset);
  return db.prepare<(string | number)[], AccountRow>(sql).all(...params);
}
