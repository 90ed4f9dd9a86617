import type Database from 'better-sqlite3';

const MAX_STATEMENTS = 2000;

/**
 * Makes `db.prepare` reuse compiled statements. better-sqlite3 compiles on every call, which was
 * over a quarter of the CPU time of a timeline request. Statements are never switched to
 * pluck/raw/expand mode here, so a cached one behaves like a fresh one. SQL built with a variable
 * number of `?` (IN lists) makes more entries, so the cache is bounded.
 */
export function cacheStatements(db: Database.Database): void {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= MAX_STATEMENTS) cache.clear();
      statement = compile(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  db.prepare = prepare as typeof db.prepare;
}
