import type { Db } from '../connection';
import type { FilterKeywordRow, FilterRow, FilterStatusRow } from '../rows';
import { groupBy, selectIn } from './in-list';

/** A keyword with its filter: what the v1 API calls a filter (its id is the keyword's). */
export interface KeywordFilterRow {
  id: string;
  filter_id: string;
  account_id: string;
  title: string;
  keyword: string;
  whole_word: number;
  context: string;
  action: string;
  expires_at: string | null;
}

/** A filter's contexts (stored as a JSON array); none when the column is unreadable. */
export function filterContexts(row: Pick<FilterRow, 'context'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.context);
    return Array.isArray(parsed) ? parsed.filter((context): context is string => typeof context === 'string') : [];
  } catch {
    return [];
  }
}

export function findOwnFilter(db: Db, id: string, accountId: string): FilterRow | undefined {
  return db.prepare<[string, string], FilterRow>('SELECT * FROM filters WHERE id = ? AND account_id = ?').get(id, accountId);
}

/** The account's filters, oldest first. */
export function filtersOf(db: Db, accountId: string): FilterRow[] {
  return db.prepare<[string], FilterRow>('SELECT * FROM filters WHERE account_id = ? ORDER BY id').all(accountId);
}

/** The account's filters that have not expired at `now`. */
export function activeFiltersOf(db: Db, accountId: string, now: string): FilterRow[] {
  return db.prepare<[string, string], FilterRow>('SELECT * FROM filters WHERE account_id = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY id').all(accountId, now);
}

export function insertFilter(db: Db, row: FilterRow): void {
  db.prepare(
    `INSERT INTO filters (id, account_id, title, context, action, expires_at, created_at)
     VALUES (@id, @account_id, @title, @context, @action, @expires_at, @created_at)`,
  ).run(row);
}

export function updateFilter(db: Db, id: string, values: Pick<FilterRow, 'title' | 'context' | 'action' | 'expires_at'>): void {
  db.prepare('UPDATE filters SET title = @title, context = @context, action = @action, expires_at = @expires_at WHERE id = @id').run({ ...values, id });
}

/** Deletes the account's filter with its keywords and statuses; false when it has none by that id. */
export function deleteOwnFilter(db: Db, id: string, accountId: string): boolean {
  return db.prepare('DELETE FROM filters WHERE id = ? AND account_id = ?').run(id, accountId).changes > 0;
}

/** The keywords of each filter, oldest first. */
export function keywordsOfFilters(db: Db, filterIds: readonly string[]): Map<string, FilterKeywordRow[]> {
  const rows = selectIn<FilterKeywordRow>(db, filterIds, (list) => `SELECT * FROM filter_keywords WHERE filter_id IN (${list}) ORDER BY id`);
  return groupBy(rows, (row) => row.filter_id);
}

/** The statuses of each filter, oldest first. */
export function statusesOfFilters(db: Db, filterIds: readonly string[]): Map<string, FilterStatusRow[]> {
  const rows = selectIn<FilterStatusRow>(db, filterIds, (list) => `SELECT * FROM filter_statuses WHERE filter_id IN (${list}) ORDER BY id`);
  return groupBy(rows, (row) => row.filter_id);
}

export function findOwnKeyword(db: Db, id: string, accountId: string): FilterKeywordRow | undefined {
  return db
    .prepare<[string, string], FilterKeywordRow>('SELECT k.* FROM filter_keywords k JOIN filters f ON f.id = k.filter_id WHERE k.id = ? AND f.account_id = ?')
    .get(id, accountId);
}

export function insertKeyword(db: Db, row: FilterKeywordRow): void {
  db.prepare('INSERT INTO filter_keywords (id, filter_id, keyword, whole_word, created_at) VALUES (@id, @filter_id, @keyword, @whole_word, @created_at)').run(row);
}

export function updateKeyword(db: Db, id: string, values: Pick<FilterKeywordRow, 'keyword' | 'whole_word'>): void {
  db.prepare('UPDATE filter_keywords SET keyword = @keyword, whole_word = @whole_word WHERE id = @id').run({ ...values, id });
}

export function deleteKeyword(db: Db, id: string): void {
  db.prepare('DELETE FROM filter_keywords WHERE id = ?').run(id);
}

export function countKeywords(db: Db, filterId: string): number {
  return db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM filter_keywords WHERE filter_id = ?').get(filterId)?.n ?? 0;
}

/** Deletes a filter left with neither keywords nor statuses. */
export function deleteFilterIfEmpty(db: Db, filterId: string): void {
  db.prepare(
    `DELETE FROM filters WHERE id = ?
       AND NOT EXISTS (SELECT 1 FROM filter_keywords WHERE filter_id = filters.id)
       AND NOT EXISTS (SELECT 1 FROM filter_statuses WHERE filter_id = filters.id)`,
  ).run(filterId);
}

export function findOwnFilterStatus(db: Db, id: string, accountId: string): FilterStatusRow | undefined {
  return db
    .prepare<[string, string], FilterStatusRow>('SELECT s.* FROM filter_statuses s JOIN filters f ON f.id = s.filter_id WHERE s.id = ? AND f.account_id = ?')
    .get(id, accountId);
}

export function filterHasStatus(db: Db, filterId: string, statusId: string): boolean {
  return db.prepare('SELECT 1 FROM filter_statuses WHERE filter_id = ? AND status_id = ?').get(filterId, statusId) !== undefined;
}

export function insertFilterStatus(db: Db, row: FilterStatusRow): void {
  db.prepare('INSERT INTO filter_statuses (id, filter_id, status_id, created_at) VALUES (@id, @filter_id, @status_id, @created_at)').run(row);
}

export function deleteFilterStatus(db: Db, id: string): void {
  db.prepare('DELETE FROM filter_statuses WHERE id = ?').run(id);
}

const KEYWORD_FILTER_SQL = `SELECT k.id, k.filter_id, f.account_id, f.title, k.keyword, k.whole_word, f.context, f.action, f.expires_at
  FROM filter_keywords k JOIN filters f ON f.id = k.filter_id`;

/** The account's keywords as v1 filters, oldest first (the API) or newest first (the settings page). */
export function keywordFiltersOf(db: Db, accountId: string, order: 'oldest' | 'newest' = 'oldest'): KeywordFilterRow[] {
  return db.prepare<[string], KeywordFilterRow>(`${KEYWORD_FILTER_SQL} WHERE f.account_id = ? ORDER BY k.id ${order === 'oldest' ? 'ASC' : 'DESC'}`).all(accountId);
}

export function findOwnKeywordFilter(db: Db, keywordId: string, accountId: string): KeywordFilterRow | undefined {
  return db.prepare<[string, string], KeywordFilterRow>(`${KEYWORD_FILTER_SQL} WHERE k.id = ? AND f.account_id = ?`).get(keywordId, accountId);
}

/** A whole-word `warn` filter without end, with its phrase as title and only keyword (the same id for both). */
export function insertWholeWordFilter(db: Db, row: { id: string; account_id: string; phrase: string; context: string; created_at: string }): void {
  insertFilter(db, { id: row.id, account_id: row.account_id, title: row.phrase, context: row.context, action: 'warn', expires_at: null, created_at: row.created_at });
  insertKeyword(db, { id: row.id, filter_id: row.id, keyword: row.phrase, whole_word: 1, created_at: row.created_at });
}
