import type { NotificationPolicy, NotificationPolicyParams } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';
import type { NotificationRecord } from '../notifications/notifications-actions';
import type { NotificationRequestRecord } from './notification-requests-state';

/**
 * GET /api/v2/notifications/policy (Mastodon 4.3+). `policy` is null when the server lacks the
 * endpoint (HttpError.endpointMissing): then there are no requests to show nor a policy to set.
 */
export const fetchNotificationPolicy = createAsyncActions<void, { policy: NotificationPolicy | null }>('notification_policy/FETCH');

/** PATCH /api/v2/notifications/policy: the keys given change, the others keep their value. */
export const updateNotificationPolicy = createAsyncActions<{ changes: NotificationPolicyParams }, { policy: NotificationPolicy }>('notification_policy/UPDATE');

/** GET /api/v1/notifications/requests: the first page, or the page older than `maxId`. */
export const fetchNotificationRequests = createAsyncActions<
  { maxId?: string },
  { requests: NotificationRequestRecord[]; hasMore: boolean; append: boolean }
>('notification_requests/FETCH');

/** One request and its filtered notifications (GET …/requests/:id, then the account's notifications). */
export const fetchNotificationRequest = createAsyncActions<
  { id: string },
  { request: NotificationRequestRecord; notifications: NotificationRecord[] }
>('notification_request/FETCH');

/** Accepts one request or several at once; their notifications join the list. */
export const acceptNotificationRequests = createAsyncActions<{ ids: string[] }, { ids: string[] }>('notification_requests/ACCEPT');
/** Dismisses one request or several at once, with the notifications they held. */
export const dismissNotificationRequests = createAsyncActions<{ ids: string[] }, { ids: string[] }>('notification_requests/DISMISS');
