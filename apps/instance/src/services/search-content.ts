import type { Instance } from '../context';
import type { StatusRow } from '../db/rows';
import { NOT_FILTERED_FOR_VIEWER_SQL, VISIBLE_TO_VIEWER_SQL } from '../policies/visibility';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface StatusSearchOptions {
  limit: number;
  offset: number;
  accountId: string | null;
  maxId: string | null;
  minId: string | null;
}

/**
 * Statuses (not boosts) whose text or content warning contains every word of the query, among
 * those the viewer may see and has not filtered out (blocks, mutes, domain blocks), newest first.
 * Stands in for Mastodon's Elasticsearch status search, which needs a signed-in viewer.
 */
export function searchStatuses(instance: Instance, viewerId: string, query: string, options: StatusSearchOptions): StatusRow[] {
  const terms = query.trim().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const where = ['s.reblog_of_id IS NULL', VISIBLE_TO_VIEWER_SQL, NOT_FILTERED_FOR_VIEWER_SQL];
  const params: (string | number)[] = [viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, instance.now().toISOString()];
  for (const term of terms) {
    where.push("(s.text LIKE ? ESCAPE '\\' OR s.spoiler_text LIKE ? ESCAPE '\\')");
    const pattern = `%${escapeLike(term)}%`;
    params.push(pattern, pattern);
  }
  if (options.accountId) {
    where.push('s.account_id = ?');
    params.push(options.accountId);
  }
  if (options.maxId) {
    where.push('s.id < ?');
    params.push(options.maxId);
  }
  if (options.minId) {
    where.push('s.id > ?');
    params.push(options.minId);
  }
  return instance.db
    .prepare<(string | number)[], StatusRow>(`SELECT s.* FROM statuses s WHERE ${where.join(' AND ')} ORDER BY s.id DESC LIMIT ? OFFSET ?`)
    .all(...params, options.limit, options.offset);
}

export interface TagHistoryJson {
  day: string;
  uses: string;
  accounts: string;
}

export interface TagJson {
  name: string;
  url: string;
  history: TagHistoryJson[];
  following?: boolean;
}

/** Uses of a tag on each of the last 7 days (today first), as Mastodon's Tag history: unix day, uses, accounts, all strings. */
export function tagHistory(instance: Instance, name: string): TagHistoryJson[] {
  const today = new Date(instance.now().toISOString().slice(0, 10));
  const days = Array.from({ length: 7 }, (_, i) => new Date(today.getTime() - i * 86_400_000));
  const oldest = days.at(-1) ?? today;
  const rows = instance.db
    .prepare<[string, string], { day: string; uses: number; accounts: number }>(
      `SELECT substr(s.created_at, 1, 10) AS day, count(*) AS uses, count(DISTINCT s.account_id) AS accounts
       FROM status_tags t JOIN statuses s ON s.id = t.status_id
       WHERE t.name = ? AND s.created_at >= ? GROUP BY day`,
    )
    .all(name, oldest.toISOString());
  return days.map((day) => {
    const row = rows.find((r) => r.day === day.toISOString().slice(0, 10));
    return { day: String(day.getTime() / 1000), uses: String(row?.uses ?? 0), accounts: String(row?.accounts ?? 0) };
  });
}

/**
 * Hashtags used here whose name starts with the query (without its `#`): an exact match first,
 * then shorter names first, as Mastodon's Tag.search_for.
 */
export function searchHashtags(instance: Instance, viewerId: string | null, query: string, limit: number, offset: number): TagJson[] {
  const name = query.trim().replace(/^#/, '').toLowerCase();
  if (name === '') return [];
  const rows = instance.db
    .prepare<[string, string, number, number], { name: string }>(
      `SELECT DISTINCT name FROM status_tags WHERE name LIKE ? ESCAPE '\\'
       ORDER BY name = ? DESC, length(name), name LIMIT ? OFFSET ?`,
    )
    .all(`${escapeLike(name)}%`, name, limit, offset);
  return rows.map((row) => {
    const json: TagJson = {
      name: row.name,
      url: `${instance.config.baseUrl}/tags/${encodeURIComponent(row.name)}`,
      history: tagHistory(instance, row.name),
    };
    if (viewerId !== null) json.following = false;
    return json;
  });
}
