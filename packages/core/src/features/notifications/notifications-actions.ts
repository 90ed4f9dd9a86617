import type { Filter, Notification } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

/** Notifications folded together ("Alice and 4 others favourited your post"); `accounts` newest first. */
export interface NotificationGroupInfo {
  key: string;
  count: number;
  accounts: string[];
  /** The group's oldest notification id: where the next older page starts (v2's `max_id`). */
  pageMinId: string | null;
}

/** A notification as the store keeps it: its account and status live in `accounts` and `statuses`. */
export interface NotificationRecord {
  id: string;
  type: Notification['type'];
  account: string;
  status: string | null;
  created_at: string;
  /** Set for a group from a server with grouped notifications (and by the column's grouping). */
  group?: NotificationGroupInfo;
}

/**
 * GET /api/v1/notifications. Without `maxId` it loads the newest (since_id of the first item when
 * there are items); with it, the page older than that id. `skipped`: a load was already running.
 */
export const expandNotifications = createAsyncActions<
  { maxId?: string },
  { notifications: NotificationRecord[]; next: string | null; loadingNewer: boolean; skipped: boolean }
>('notifications/EXPAND');

/** A notification from the streaming API (the api-client's entity, not yet imported). */
export const notificationReceived = createAction<{ notification: Notification }>('notifications/RECEIVED');
/** A received notification, imported and shown in the column (a type the column shows). */
export const notificationAdded = createAction<{ notification: NotificationRecord }>('notifications/UPDATE');
/** A received notification that should alert: its type's alert setting is on and no filter matches. */
export const notificationAlerted = createAction<{ id: string; type: Notification['type']; playSound: boolean }>(
  'notifications/ALERTED',
);

/** Whether the server serves grouped notifications (GET /api/v2/notifications), found once per session. */
export const notificationsGroupingDetected = createAction<{ grouped: boolean }>('notifications/GROUPING_DETECTED');

/** Every account of a server-made group, for its expanded list (the page brings 8 at most). https://docs.joinmastodon.org/methods/grouped_notifications/#get-group-accounts */
export const fetchNotificationGroupAccounts = createAsyncActions<{ key: string }, { key: string; accountIds: string[] }>('notifications/GROUP_ACCOUNTS');

export const notificationsScrolledTop = createAction<{ top: boolean }>('notifications/SCROLL_TOP');

/** POST /api/v1/notifications/clear (SPEC §4: empties the list, hasMore false). */
export const clearNotifications = createAsyncActions<void, void>('notifications/CLEAR');

/** The user's v1 filters (fetching them belongs elsewhere; SPEC §5). */
export const filtersLoaded = createAction<{ filters: Filter[] }>('filters/LOADED');
