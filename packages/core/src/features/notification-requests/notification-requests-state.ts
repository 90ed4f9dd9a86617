import type { NotificationPolicy } from '@trumpet/api-client';
import type { NotificationRecord } from '../notifications/notifications-actions';

/** A notification request as the store keeps it: its account and last status live in `accounts` and `statuses`. */
export interface NotificationRequestRecord {
  id: string;
  account: string;
  notificationsCount: number;
  lastStatus: string | null;
  updatedAt: string;
}

/** The filtered notifications of one opened request. */
export interface RequestNotifications {
  items: NotificationRecord[];
  isLoading: boolean;
  loaded: boolean;
}

/** The notification policy and the requests it filtered (Mastodon 4.3+). */
export interface NotificationRequestsState {
  /** null until loaded, and when the server has no policy. */
  policy: NotificationPolicy | null;
  /** null until asked; false when the server lacks the endpoints. */
  supported: boolean | null;
  items: NotificationRequestRecord[];
  isLoading: boolean;
  loaded: boolean;
  hasMore: boolean;
  /** By request id. */
  opened: Record<string, RequestNotifications>;
}

export const initialNotificationRequests: NotificationRequestsState = {
  policy: null,
  supported: null,
  items: [],
  isLoading: false,
  loaded: false,
  hasMore: false,
  opened: {},
};
