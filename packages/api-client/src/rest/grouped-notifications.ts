import * as z from 'zod/mini';
import { AccountSchema, GroupedNotificationsResultsSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { UnreadCountSchema, type KnownNotificationTypeName, type NotificationsParams, type UnreadCountParams } from './notifications';
import { seg } from './params';

export interface GroupedNotificationsParams extends NotificationsParams {
  /** The types the client can show grouped; the others come one notification per group. */
  grouped_types?: readonly KnownNotificationTypeName[];
  /** `partial_avatars`: accounts other than each group's newest come as `partial_accounts`. */
  expand_accounts?: 'full' | 'partial_avatars';
}

export interface GroupedUnreadCountParams extends UnreadCountParams {
  grouped_types?: readonly KnownNotificationTypeName[];
}

/**
 * Grouped notifications (v2, Mastodon 4.3+): pages of groups with the accounts and statuses they
 * refer to, linked by the Link header like any list. https://docs.joinmastodon.org/methods/grouped_notifications/
 */
export function createGroupedNotificationsResource(http: HttpClient) {
  const path = (groupKey: string) => `/api/v2/notifications/${seg(groupKey)}`;
  return {
    list: (params: GroupedNotificationsParams = {}, options?: PageOptions) =>
      http.paginateLinked(GroupedNotificationsResultsSchema, { method: 'GET', path: '/api/v2/notifications', query: { ...params } }, options),
    /** One group, in the same results shape. */
    fetch: (groupKey: string, options?: RequestOptions) =>
      http.json(GroupedNotificationsResultsSchema, { method: 'GET', path: path(groupKey) }, options),
    dismiss: (groupKey: string, options?: RequestOptions) => http.empty({ method: 'POST', path: `${path(groupKey)}/dismiss` }, options),
    /** Every account of the group, newest first. */
    accounts: (groupKey: string, options?: RequestOptions) =>
      http.json(z.array(AccountSchema), { method: 'GET', path: `${path(groupKey)}/accounts` }, options),
    /** Unread groups, capped. https://docs.joinmastodon.org/methods/grouped_notifications/#unread-group-count */
    unreadCount: async (params: GroupedUnreadCountParams = {}, options?: RequestOptions): Promise<number> =>
      (await http.json(UnreadCountSchema, { method: 'GET', path: '/api/v2/notifications/unread_count', query: { ...params } }, options)).count,
  };
}

export type GroupedNotificationsResource = ReturnType<typeof createGroupedNotificationsResource>;
