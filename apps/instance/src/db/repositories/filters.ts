import type { Db } from '../connection';
import type { FilterRow } from '../rows';

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

/** The account's filters, oldest first (the API) or newest first (the settings page). */
export function filtersOf(db: Db, accountId: string, order: 'oldest' | 'newest' = 'oldest'): FilterRow[] {
  return db.prepare<[string], FilterRow>(`SELECT * FROM filters WHERE account_id = ? ORDER BY id ${order === 'oldest' ? 'ASC' : 'DESC'}`).all(accountId);
}

/** The account's irreversible filters that have not expired at `now`. */
export function activeIrreversibleFilters(db: Db, accountId: string, now: string): FilterRow[] {
  return db
    .prepare<[string, string], FilterRow>('SELECT * FROM filters WHERE account_id = ? AND irreversible = 1 AND (expires_at IS NULL OR expires_at > ?)')
    .all(accountId, now);
}

export function insertFilter(db: Db, row: FilterRow): void {
  db.prepare(
    `INSERT INTO filters (id, account_id, phrase, context, whole_word, irreversible, expires_at, created_at)
     VALUES (@id, @account_id, @phrase, @context, @whole_word, @irreversible, @expires_at, @created_at)`,
  ).run(row);
}

export function updateFilter(db: Db, id: string, values: Pick<FilterRow, 'phrase' | 'context' | 'whole_word' | 'irreversible' | 'expires_at'>): void {
  db.prepare('UPDATE filters SET phrase = @phrase, context = @context, whole_word = @whole_word, irreversible = @irreversible, expires_at = @expires_at WHERE id = @id').run({
    ...values,
    id,
  });
}

/** Deletes the account's filter; false when it has none by that id. */
export function deleteOwnFilter(db: Db, id: string, accountId: string): boolean {
  return db.prepare('DELETE FROM filters WHERE id = ? AND account_id = ?').run(id, accountId).changes > 0;
}

/** A whole-word, hide-with-a-warning filter without end. */
export function insertWholeWordFilter(db: Db, row: Pick<FilterRow, 'id' | 'account_id' | 'phrase' | 'context' | 'created_at'>): void {
  db.prepare('INSERT INTO filters (id, account_id, phrase, context, whole_word, irreversible, created_at) VALUES (?, ?, ?, ?, 1, 0, ?)').run(
    row.id,
    row.account_id,
    row.phrase,
    row.context,
    row.created_at,
  );
}
