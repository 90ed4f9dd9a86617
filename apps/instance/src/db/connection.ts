import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './migrate';
import { cacheStatements } from './statement-cache';

export type Db = Database.Database;

/** Opens the instance database in `dataDir` (created if needed), or in memory, and migrates it. */
export function openDatabase(dataDir: string | null): Db {
  let db: Db;
  if (dataDir === null) {
    db = new Database(':memory:');
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(path.join(dataDir, 'instance.sqlite3'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  migrate(db);
  cacheStatements(db);
  return db;
}
