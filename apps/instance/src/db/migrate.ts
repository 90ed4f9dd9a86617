import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './connection';

// The SQL files sit beside this module in the source tree and are copied next to the build.
const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies, in name order, every migration file not yet recorded in `schema_migrations`. */
export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare<[], { name: string }>('SELECT name FROM schema_migrations').all().map((row) => row.name),
  );
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
  }
}
