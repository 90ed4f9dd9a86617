import { NOT_FILTERED_FOR_VIEWER_SQL, VISIBLE_TO_VIEWER_SQL } from './visibility';
import type { Db } from '../connection';
import type { StatusRow } from '../rows';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface StatusTextSearch {
  viewerId: string;
  now: string;
  /** Each must occur in the text or the content warning. */
  terms: string[];
  accountId: string | null;
  maxId: string | null;
  minId: string | null;
  limit: number;
  offset: number;
}

/** Statuses (not boosts) containing every term, among those the viewer may see and has not filtered out, newest first. */
export function statusesContaining(db: Db, search: StatusTextSearch): StatusRow[] {
  const { viewerId } = search;
  const where = ['s.reblog_of_id IS NULL', VISIBLE_TO_VIEWER_SQL, NOT_FILTERED_FOR_VIEWER_SQL];
  const params: (string | number)[] = [viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, search.now];
  for (const term of search.terms) {
    where.push("(s.text LIKE ? ESCAPE '\\' OR s.spoiler_text LIKE ? ESCAPE '\\')");
    const pattern = `%${escapeLike(term)}%`;
    params.push(pattern, pattern);
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

/** Tag names in use starting with `prefix`: `prefix` itself first, then shorter names first. */
export function tagNamesStartingWith(db: Db, prefix: string, limit: number, offset: number): string[] {
  return db
    .prepare<[string, string, number, number], { name: string }>(
      `SELECT DISTINCT name FROM status_tags WHERE name LIKE ? ESCAPE '\\'
       ORDER BY name = ? DESC, length(name), name LIMIT ? OFFSET ?`,
    )
    .all(`${escapeLike(prefix)}%`, prefix, limit, offset)
    .map((row) => row.name);
}
