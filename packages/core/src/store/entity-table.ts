/**
 * A by-id table of records split into SHARD_COUNT shards, so adding, changing or removing a record
 * copies one small shard and the index of shards instead of the whole table: an import costs the
 * same with 400 statuses as with 40,000. Read it only through these functions.
 */
export interface EntityTable<T> {
  readonly size: number;
  readonly shards: Readonly<Record<string, Readonly<Record<string, T>>>>;
}

const SHARD_COUNT = 64;
const EMPTY: EntityTable<never> = { size: 0, shards: {} };

export function emptyTable<T>(): EntityTable<T> {
  return EMPTY;
}

// The last characters vary most in Mastodon's snowflake ids (and in any counter-style id).
function shardOf(id: string): string {
  let hash = 0;
  for (let i = Math.max(0, id.length - 4); i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return String((hash >>> 0) % SHARD_COUNT);
}

// Own properties only: an id such as "constructor" must not find Object.prototype's.
function ownRecord<T>(shard: Readonly<Record<string, T>> | undefined, id: string): T | undefined {
  return shard !== undefined && Object.hasOwn(shard, id) ? shard[id] : undefined;
}

export function getEntity<T>(table: EntityTable<T>, id: string): T | undefined {
  return ownRecord(table.shards[shardOf(id)], id);
}

export function hasEntity<T>(table: EntityTable<T>, id: string): boolean {
  const shard = table.shards[shardOf(id)];
  return shard !== undefined && Object.hasOwn(shard, id);
}

export function entityIds<T>(table: EntityTable<T>): string[] {
  return Object.values(table.shards).flatMap((shard) => Object.keys(shard));
}

export function entityValues<T>(table: EntityTable<T>): T[] {
  return Object.values(table.shards).flatMap((shard) => Object.values(shard));
}

/**
 * Sets records by id. `merge` gets the record already stored (if any) and returns what to store;
 * returning the stored record unchanged leaves the table as it was.
 */
export function putEntities<T, R>(
  table: EntityTable<T>,
  incoming: Iterable<R>,
  idOf: (record: R) => string,
  merge: (record: R, known: T | undefined) => T,
): EntityTable<T> {
  let shards: Record<string, Record<string, T>> | null = null;
  const copied = new Set<string>();
  let size = table.size;
  for (const record of incoming) {
    const id = idOf(record);
    const key = shardOf(id);
    const current: Readonly<Record<string, T>> | undefined = (shards ?? table.shards)[key];
    const known = ownRecord(current, id);
    const next = merge(record, known);
    if (next === known && current !== undefined && Object.hasOwn(current, id)) continue;
    shards ??= { ...table.shards };
    if (!copied.has(key)) {
      shards[key] = { ...current };
      copied.add(key);
    }
    const shard = shards[key] as Record<string, T>;
    if (!Object.hasOwn(shard, id)) size += 1;
    shard[id] = next;
  }
  return shards ? { size, shards } : table;
}

/** Changes one stored record; nothing happens when it is missing or `change` returns it as it was. */
export function updateEntity<T>(table: EntityTable<T>, id: string, change: (record: T) => T): EntityTable<T> {
  const known = getEntity(table, id);
  if (known === undefined) return table;
  return putEntities(table, [id], (key) => key, () => change(known));
}

export function removeEntities<T>(table: EntityTable<T>, ids: Iterable<string>): EntityTable<T> {
  let shards: Record<string, Record<string, T>> | null = null;
  const copied = new Set<string>();
  let size = table.size;
  for (const id of ids) {
    const key = shardOf(id);
    const current = (shards ?? table.shards)[key];
    if (current === undefined || !Object.hasOwn(current, id)) continue;
    shards ??= { ...table.shards };
    if (!copied.has(key)) {
      shards[key] = { ...current };
      copied.add(key);
    }
    delete (shards[key] as Record<string, T>)[id];
    size -= 1;
  }
  return shards ? { size, shards } : table;
}
