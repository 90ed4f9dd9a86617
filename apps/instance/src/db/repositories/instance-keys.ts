import type { Db } from '../connection';

export function instanceKey(db: Db, name: string): string | undefined {
  return db.prepare<[string], { value: string }>('SELECT value FROM instance_keys WHERE name = ?').get(name)?.value;
}

/** Stores the keys together (all or none). */
export function saveInstanceKeys(db: Db, keys: Readonly<Record<string, string>>, now: string): void {
  const insert = db.prepare('INSERT OR REPLACE INTO instance_keys (name, value, created_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const [name, value] of Object.entries(keys)) insert.run(name, value, now);
  })();
}
