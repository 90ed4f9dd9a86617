import * as z from 'zod/mini';
import { NotificationPolicySchema, NotificationSchema, type NotificationPolicyValue, type NotificationType } from '../entities';
import { Count } from '../entities/common';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

export type KnownNotificationTypeName = Exclude<NotificationType, 'unknown'>;

export interface NotificationsParams extends RangeParams {
  exclude_types?: readonly KnownNotificationTypeName[];
  types?: readonly KnownNotificationTypeName[];
  account_id?: string;
  /** Mastodon 4.3+: also the notifications the user's policy filtered. */
  include_filtered?: boolean;
}

export interface UnreadCountParams {
  types?: readonly KnownNotificationTypeName[];
  exclude_types?: readonly KnownNotificationTypeName[];
  account_id?: string;
  /** The cap of the count (Mastodon's default 100, at most 1000). */
  limit?: number;
}

/** What PATCH /api/v2/notifications/policy changes; keys left out keep their value. */
export type NotificationPolicyParams = Partial<
  Record<
    'for_not_following' | 'for_not_followers' | 'for_new_accounts' | 'for_private_mentions' | 'for_limited_accounts',
    Exclude<NotificationPolicyValue, 'unknown'>
  >
>;

/** `{ count }` of the unread-count endpoints. */
export const UnreadCountSchema = z.object({ count: Count });

/**
 * https://docs.joinmastodon.org/methods/notifications/ (v1 notifications, the unread count and the
 * v2 filtering policy; grouped notifications are `groupedNotifications`, filtered requests
 * `notificationRequests`).
 */
export function createNotificationsResource(http: HttpClient) {
  const policyPath = '/api/v2/notifications/policy';
  return {
    list: (params: NotificationsParams = {}, options?: PageOptions) =>
      http.paginate(NotificationSchema, { method: 'GET', path: '/api/v1/notifications', query: { ...params } }, options),
    fetch: (id: string, options?: RequestOptions) =>
      http.json(NotificationSchema, { method: 'GET', path: `/api/v1/notifications/${seg(id)}` }, options),
    clear: (options?: RequestOptions) => http.empty({ method: 'POST', path: '/api/v1/notifications/clear' }, options),
    dismiss: (id: string, options?: RequestOptions) =>
      http.empty({ method: 'POST', path: `/api/v1/notifications/${seg(id)}/dismiss` }, options),
    /** Notifications newer than the notifications marker, capped (Mastodon 4.3+). https://docs.joinmastodon.org/methods/notifications/#unread-count */
    unreadCount: async (params: UnreadCountParams = {}, options?: RequestOptions): Promise<number> =>
      (await http.json(UnreadCountSchema, { method: 'GET', path: '/api/v1/notifications/unread_count', query: { ...params } }, options)).count,
    /** https://docs.joinmastodon.org/methods/notifications/#get-policy */
    policy: (options?: RequestOptions) => http.json(NotificationPolicySchema, { method: 'GET', path: policyPath }, options),
    /** https://docs.joinmastodon.org/methods/notifications/#update-the-filtering-policy-for-notifications */
    updatePolicy: (params: NotificationPolicyParams, options?: RequestOptions) =>
      http.json(NotificationPolicySchema, { method: 'PATCH', path: policyPath, json: params }, options),
  };
}

export type NotificationsResource = ReturnType<typeof createNotificationsResource>;
