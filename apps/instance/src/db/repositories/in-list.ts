import type { Db } from '../connection';

// Well under SQLite's limit on bound parameters, and few enough distinct IN-list sizes to keep the statement cache small.
const CHUNK = 500;

/** `?, ?, ?` for `count` values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** The distinct non-null values, in first-seen order. */
export function distinct(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value !== null && value !== undefined) seen.add(value);
  return [...seen];
}

/**
 * Runs `sql(placeholders)` once per chunk of `ids` (an `IN (…)` list) and concatenates the rows.
 * Other values are bound by name (`@viewer`): better-sqlite3 miscounts numbered `?1` parameters
 * beside anonymous ones.
 */
export function selectIn<Row>(db: Db, ids: readonly string[], sql: (inList: string) => string, named?: Readonly<Record<string, string | number>>): Row[] {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const statement = db.prepare<unknown[], Row>(sql(placeholders(chunk.length)));
    rows.push(...(named ? statement.all(...chunk, named) : statement.all(...chunk)));
  }
  return rows;
}

/** Rows grouped by a key, each group in row order. */
export function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
