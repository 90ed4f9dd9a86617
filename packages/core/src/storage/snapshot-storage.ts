import type { Account, Status } from '@trumpet/api-client';
import type { NotificationRecord } from '../features/notifications/notifications-actions';

/** The first statuses of a timeline as the server sent them, kept to show when the network is gone (issue #15). */
export interface TimelineSnapshot {
  /** `{user id}:{timeline}`: each signed-in account keeps its own. */
  id: string;
  statuses: Status[];
  /** When the newest of them was loaded (ISO 8601). */
  savedAt: string;
}

/** The first notifications as the column showed them, with the accounts and statuses they need as the server sent them. */
export interface NotificationsSnapshot {
  /** `{user id}:notifications`. */
  id: string;
  records: NotificationRecord[];
  accounts: Account[];
  statuses: Status[];
  /** Whether the server grouped them (v2). */
  grouped: boolean;
  savedAt: string;
}

/** Where snapshots are kept: IndexedDB in a browser (createIndexedDbStorage), memory elsewhere. */
export interface SnapshotStorage {
  getSnapshot(id: string): Promise<TimelineSnapshot | null>;
  putSnapshot(snapshot: TimelineSnapshot): Promise<void>;
  getNotificationsSnapshot(id: string): Promise<NotificationsSnapshot | null>;
  putNotificationsSnapshot(snapshot: NotificationsSnapshot): Promise<void>;
}

/** Snapshots in memory: the default, and what tests use. */
export function createMemorySnapshots(): SnapshotStorage {
  const kept = new Map<string, TimelineSnapshot>();
  const notifications = new Map<string, NotificationsSnapshot>();
  return {
    getSnapshot: async (id) => kept.get(id) ?? null,
    putSnapshot: async (snapshot) => {
      kept.set(snapshot.id, snapshot);
    },
    getNotificationsSnapshot: async (id) => notifications.get(id) ?? null,
    putNotificationsSnapshot: async (snapshot) => {
      notifications.set(snapshot.id, snapshot);
    },
  };
}
