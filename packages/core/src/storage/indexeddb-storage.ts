import type { Account, Status } from '@trumpet/api-client';
import type { EntityStorage } from './entity-storage';
import type { NotificationsSnapshot, SnapshotStorage, TimelineSnapshot } from './snapshot-storage';

// The parts of IndexedDB this cache uses, written out because the core compiles without the DOM
// library; a browser's `indexedDB` (an IDBFactory) satisfies them.
interface IdbRequest<T> {
  readonly result: T;
  onsuccess: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}
interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  onupgradeneeded: ((event: never) => void) | null;
}
interface IdbCursor {
  delete(): unknown;
  continue(): void;
}
interface IdbIndex {
  openCursor(): IdbRequest<IdbCursor | null>;
}
interface IdbObjectStore {
  get(key: string): IdbRequest<unknown>;
  put(value: unknown): unknown;
  count(): IdbRequest<number>;
  index(name: string): IdbIndex;
  createIndex(name: string, keyPath: string): unknown;
}
interface IdbTransaction {
  objectStore(name: string): IdbObjectStore;
  oncomplete: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onabort: ((event: never) => void) | null;
}
interface IdbDatabase {
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string, options: { keyPath: string }): IdbObjectStore;
  transaction(storeNames: string, mode: 'readonly' | 'readwrite'): IdbTransaction;
  close(): void;
  onversionchange: ((event: never) => void) | null;
}

/** What `createIndexedDbStorage` needs of `indexedDB`: pass `window.indexedDB`, or a fake in tests. */
export interface IdbFactory {
  open(name: string, version?: number): IdbOpenRequest;
}

export interface IndexedDbStorageOptions {
  /** The database name; one per signed-in account keeps their caches apart. */
  name?: string;
  /** Records kept per store; the least recently written go first. */
  limit?: number;
}

type StoreName = 'accounts' | 'statuses' | 'snapshots';
const STORES: readonly StoreName[] = ['accounts', 'statuses', 'snapshots'];
// 2: the timeline snapshots shown offline (issue #15).
const VERSION = 2;
const WRITTEN_AT = 'written_at';

/** A cached entity with when it was last written, so the oldest can be evicted. */
interface StoredRecord<T> {
  id: string;
  written_at: number;
  entity: T;
}

function openDatabase(factory: IdbFactory, name: string): Promise<IdbDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = factory.open(name, VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        for (const store of STORES) {
          if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, { keyPath: 'id' }).createIndex(WRITTEN_AT, WRITTEN_AT);
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/**
 * SPEC §3 "Local cache: an IndexedDB with accounts and statuses stores" (Mastodon storage/db.js), and the
 * timeline snapshots shown offline (issue #15).
 * A cache only: when IndexedDB is missing or fails (private windows, quota), reads find nothing
 * and writes are dropped, so fetches fall back to the server instead of failing.
 */
export function createIndexedDbStorage(factory: IdbFactory, options: IndexedDbStorageOptions = {}): EntityStorage & SnapshotStorage {
  const { name = 'trumpet', limit = 5000 } = options;
  let opening: Promise<IdbDatabase | null> | null = null;
  let lastWrite = 0;

  const database = (): Promise<IdbDatabase | null> => {
    opening ??= openDatabase(factory, name).then((db) => {
      // Another tab upgrading the schema: let it, and open again on the next call.
      if (db) {
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
      }
      return db;
    });
    return opening;
  };

  async function read<T>(store: StoreName, id: string): Promise<T | null> {
    const db = await database();
    if (!db) return null;
    return new Promise((resolve) => {
      try {
        const request = db.transaction(store, 'readonly').objectStore(store).get(id);
        request.onsuccess = () => resolve((request.result as StoredRecord<T> | undefined)?.entity ?? null);
        request.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
  }

  /** Deletes the least recently written records above the limit, in the writing transaction. */
  function evict(objects: IdbObjectStore): void {
    const counted = objects.count();
    counted.onsuccess = () => {
      let excess = counted.result - limit;
      if (excess <= 0) return;
      const cursor = objects.index(WRITTEN_AT).openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current || excess <= 0) return;
        current.delete();
        excess -= 1;
        current.continue();
      };
    };
  }

  async function write<T extends { id: string }>(store: StoreName, items: readonly T[]): Promise<void> {
    if (items.length === 0) return;
    const db = await database();
    if (!db) return;
    await new Promise<void>((resolve) => {
      try {
        const transaction = db.transaction(store, 'readwrite');
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => resolve();
        transaction.onabort = () => resolve();
        const objects = transaction.objectStore(store);
        // Strictly increasing, so records written together keep their order.
        const at = Math.max(Date.now(), lastWrite + 1);
        lastWrite = at + items.length;
        items.forEach((entity, index) => {
          const record: StoredRecord<T> = { id: entity.id, written_at: at + index, entity };
          objects.put(record);
        });
        evict(objects);
      } catch {
        resolve();
      }
    });
  }

  return {
    getAccount: (id) => read<Account>('accounts', id),
    getStatus: (id) => read<Status>('statuses', id),
    putAccounts: (accounts) => write('accounts', accounts),
    putStatuses: (statuses) => write('statuses', statuses),
    getSnapshot: (id) => read<TimelineSnapshot>('snapshots', id),
    putSnapshot: (snapshot) => write('snapshots', [snapshot]),
    getNotificationsSnapshot: (id) => read<NotificationsSnapshot>('snapshots', id),
    putNotificationsSnapshot: (snapshot) => write('snapshots', [snapshot]),
  };
}
