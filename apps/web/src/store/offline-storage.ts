import { createIndexedDbStorage, type SnapshotStorage } from '@trumpet/core';

/** The IndexedDB database an account's offline snapshots live in: one per account, so signing out can drop it whole. */
export const offlineDatabaseName = (accountKey: string): string => `trumpet-offline:${accountKey}`;

/** An account's snapshots (issue #15); none without IndexedDB, where the store keeps them in memory. */
export function offlineSnapshots(accountKey: string): SnapshotStorage | undefined {
  return typeof indexedDB === 'undefined' ? undefined : createIndexedDbStorage(indexedDB, { name: offlineDatabaseName(accountKey), limit: 1000 });
}

/** Forgets what was kept of an account for reading offline (on sign-out). */
export function dropOfflineSnapshots(accountKey: string): void {
  try {
    indexedDB.deleteDatabase(offlineDatabaseName(accountKey));
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
