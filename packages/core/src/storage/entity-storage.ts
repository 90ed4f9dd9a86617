import type { Account, Status } from '@trumpet/api-client';

/**
 * The local cache of SPEC §3 ("an IndexedDB with accounts and statuses stores"): what a fetch
 * tries before the server. Browsers back it with IndexedDB; Node uses the in-memory one.
 */
export interface EntityStorage {
  getAccount(id: string): Promise<Account | null>;
  getStatus(id: string): Promise<Status | null>;
  putAccounts(accounts: readonly Account[]): Promise<void>;
  putStatuses(statuses: readonly Status[]): Promise<void>;
}

/** An EntityStorage in memory, bounded so a long session cannot grow it without end. */
export function createMemoryStorage(limit = 5000): EntityStorage {
  const accounts = new Map<string, Account>();
  const statuses = new Map<string, Status>();
  const put = <T extends { id: string }>(map: Map<string, T>, items: readonly T[]): void => {
    for (const item of items) {
      map.delete(item.id);
      map.set(item.id, item);
    }
    while (map.size > limit) {
      const oldest = map.keys().next();
      if (oldest.done) break;
      map.delete(oldest.value);
    }
  };
  return {
    getAccount: async (id) => accounts.get(id) ?? null,
    getStatus: async (id) => statuses.get(id) ?? null,
    putAccounts: async (items) => put(accounts, items),
    putStatuses: async (items) => put(statuses, items),
  };
}
