import type { Db } from './connection';

// Enough for every account and status a few hundred busy timelines show; past it the cache starts over.
const MAX_ENTRIES = 5000;

interface Snapshot<V> {
  changes: number;
  /** null: known to have nothing. */
  entries: Map<string, V | null>;
}

/**
 * Serialized JSON that depends on the database alone (not on the viewer or the clock), kept until
 * the database next changes. SQLite's total_changes() counts every row this connection inserted,
 * updated or deleted, and the instance is the database's only writer, so an unchanged count means
 * unchanged rows. Nothing is kept inside a transaction, which may still roll back. Entries are
 * frozen: a caller that changed one would change it for every later reader.
 */
export class SnapshotCache<V extends object> {
  private readonly snapshots = new WeakMap<Db, Snapshot<V>>();

  /** The entries valid for the database as it is now; null inside a transaction. */
  entries(db: Db): Map<string, V | null> | null {
    if (db.inTransaction) return null;
    const changes = db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? -1;
    let snapshot = this.snapshots.get(db);
    if (!snapshot || snapshot.changes !== changes) {
      snapshot = { changes, entries: new Map() };
      this.snapshots.set(db, snapshot);
    }
    if (snapshot.entries.size >= MAX_ENTRIES) snapshot.entries.clear();
    return snapshot.entries;
  }

  /**
   * The values for `ids`: those read since the database last changed, and the rest from one call
   * of `load` (an id it finds nothing for is remembered as having nothing). Values are frozen.
   */
  read(db: Db, ids: readonly string[], load: (missing: string[]) => Map<string, V>): Map<string, V> {
    const cached = this.entries(db);
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const id of ids) {
      const value = cached?.get(id);
      if (value) found.set(id, value);
      else if (value === undefined) missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = load(missing);
    for (const id of missing) {
      const value = loaded.get(id);
      if (value) found.set(id, deepFreeze(value));
      cached?.set(id, value ?? null);
    }
    return found;
  }
}

/** Freezes `value` and everything it holds. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}
