import { NOT_FILTERED_FOR_VIEWER_SQL, VISIBLE_TO_VIEWER_SQL } from './visibility';
import type { Db } from '../connection';
import type { StatusRow } from '../rows';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What `has:`/`is:` name, as SQL on a status `s` (Mastodon's StatusesIndex properties, from what is stored here). */
const PROPERTY_SQL = {
  media: 'EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id)',
  image: "EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id AND m.type = 'image')",
  video: "EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id AND m.type = 'video')",
  audio: "EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id AND m.type = 'audio')",
  poll: 'EXISTS (SELECT 1 FROM polls p WHERE p.status_id = s.id)',
  // A preview card, or (no card fetched here for what is posted) a link in the text.
  link: "(json_valid(s.card) OR s.text LIKE '%http://%' OR s.text LIKE '%https://%')",
  embed: "(json_valid(s.card) AND json_extract(s.card, '$.type') = 'video')",
  sensitive: 's.sensitive = 1',
  reply: 's.in_reply_to_id IS NOT NULL',
} as const;

export type StatusSearchProperty = keyof typeof PROPERTY_SQL;

/** One condition on the statuses found; `negated` keeps those it does not hold for. */
export type StatusSearchCondition = { negated: boolean } & (
  | /** An FTS5 expression over the text, content warning, poll options and media descriptions. */ { kind: 'match'; expression: string }
  /** Written by the account (null: an account not known here, which wrote nothing). */
  | { kind: 'account'; accountId: string | null }
  /** null: a property no status has. */
  | { kind: 'property'; property: StatusSearchProperty | null }
  /** In any of these language codes (lowercase). */
  | { kind: 'language'; codes: string[] }
  /** Created in [from, until) (ISO instants; null: unbounded). */
  | { kind: 'created'; from: string | null; until: string | null }
  /** By an account of that domain (null: local). */
  | { kind: 'domain'; domain: string | null }
  /** Written, favourited, boosted, bookmarked, voted in or mentioning the viewer. */
  | { kind: 'library' }
  | { kind: 'public' }
);

export interface StatusTextSearch {
  viewerId: string;
  now: string;
  conditions: readonly StatusSearchCondition[];
  accountId: string | null;
  maxId: string | null;
  minId: string | null;
  limit: number;
  offset: number;
}

/** A condition as SQL on `s`, its `?` params pushed in order. */
function conditionSql(condition: StatusSearchCondition, viewerId: string, params: (string | number)[]): string {
  switch (condition.kind) {
    case 'match':
      params.push(condition.expression);
      return 's.id IN (SELECT status_id FROM status_search WHERE status_search MATCH ?)';
    case 'account':
      if (condition.accountId === null) return '0';
      params.push(condition.accountId);
      return 's.account_id = ?';
    case 'property':
      return condition.property === null ? '0' : PROPERTY_SQL[condition.property];
    case 'language':
      params.push(JSON.stringify(condition.codes));
      return "lower(ifnull(s.language, '')) IN (SELECT value FROM json_each(?))";
    case 'created': {
      const bounds: string[] = [];
      if (condition.from !== null) {
        params.push(condition.from);
        bounds.push('s.created_at >= ?');
      }
      if (condition.until !== null) {
        params.push(condition.until);
        bounds.push('s.created_at < ?');
      }
      return bounds.length > 0 ? `(${bounds.join(' AND ')})` : '1';
    }
    case 'domain':
      if (condition.domain === null) return 'EXISTS (SELECT 1 FROM accounts a WHERE a.id = s.account_id AND a.domain IS NULL)';
      params.push(condition.domain);
      return 'EXISTS (SELECT 1 FROM accounts a WHERE a.id = s.account_id AND lower(a.domain) = ?)';
    case 'library':
      params.push(viewerId, viewerId, viewerId, viewerId, viewerId, viewerId);
      return `(s.account_id = ?
        OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?)
        OR EXISTS (SELECT 1 FROM favourites f WHERE f.status_id = s.id AND f.account_id = ?)
        OR EXISTS (SELECT 1 FROM bookmarks k WHERE k.status_id = s.id AND k.account_id = ?)
        OR EXISTS (SELECT 1 FROM statuses b WHERE b.reblog_of_id = s.id AND b.account_id = ?)
        OR EXISTS (SELECT 1 FROM polls p JOIN poll_votes v ON v.poll_id = p.id WHERE p.status_id = s.id AND v.account_id = ?))`;
    case 'public':
      return "s.visibility = 'public'";
  }
}

/**
 * Statuses (not boosts) meeting every condition, among those the viewer may see and has not
 * filtered out (blocks, mutes, domain blocks), newest first.
 */
export function statusesMatching(db: Db, search: StatusTextSearch): StatusRow[] {
  const { viewerId } = search;
  const where = ['s.reblog_of_id IS NULL', VISIBLE_TO_VIEWER_SQL, NOT_FILTERED_FOR_VIEWER_SQL];
  const params: (string | number)[] = [viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, search.now];
  for (const condition of search.conditions) {
    const sql = conditionSql(condition, viewerId, params);
    where.push(condition.negated ? `NOT (${sql})` : sql);
  }
  if (search.accountId) {
    where.push('s.account_id = ?');
    params.push(search.accountId);
  }
  if (search.maxId) {
    where.push('s.id < ?');
    params.push(search.maxId);
  }
  if (search.minId) {
    where.push('s.id > ?');
    params.push(search.minId);
  }
  return db
    .prepare<(string | number)[], StatusRow>(`SELECT s.* FROM statuses s WHERE ${where.join(' AND ')} ORDER BY s.id DESC LIMIT ? OFFSET ?`)
    .all(...params, search.limit, search.offset);
}

/**
 * Tags (every tag known here: used, followed or featured) whose name starts with `prefix`:
 * `prefix` itself first, then shorter names first, then by name.
 */
export function tagNamesStartingWith(db: Db, prefix: string, limit: number, offset: number): string[] {
  return db
    .prepare<[string, string, number, number], { name: string }>(
      `SELECT name FROM tags WHERE name LIKE ? ESCAPE '\\'
       ORDER BY name = ? DESC, length(name), name LIMIT ? OFFSET ?`,
    )
    .all(`${escapeLike(prefix)}%`, prefix, limit, offset)
    .map((row) => row.name);
}
