import type { Status } from '@trumpet/api-client';

/** The first statuses of a timeline as the server sent them, kept to show when the network is gone (issue #15). */
export interface TimelineSnapshot {
  /** `{user id}:{timeline}`: each signed-in account keeps its own. */
  id: string;
  statuses: Status[];
  /** When the newest of them was loaded (ISO 8601). */
  savedAt: string;
}

/** Where timeline snapshots are kept: IndexedDB in a browser (createIndexedDbStorage), memory elsewhere. */
export interface SnapshotStorage {
  getSnapshot(id: string): Promise<TimelineSnapshot | null>;
  putSnapshot(snapshot: TimelineSnapshot): Promise<void>;
}

/** Snapshots in memory: the default, and what tests use. */
export function createMemorySnapshots(): SnapshotStorage {
  const kept = new Map<string, TimelineSnapshot>();
  return {
    getSnapshot: async (id) => kept.get(id) ?? null,
    putSnapshot: async (snapshot) => {
      kept.set(snapshot.id, snapshot);
    },
  };
}
