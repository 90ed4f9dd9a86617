import type { NotificationPolicy } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import {
  acceptNotificationRequests,
  dismissNotificationRequests,
  fetchNotificationPolicy,
  fetchNotificationRequest,
  fetchNotificationRequests,
  updateNotificationPolicy,
} from './notification-requests-actions';
import { initialNotificationRequests, type NotificationRequestRecord, type NotificationRequestsState } from './notification-requests-state';

const upsert = (items: readonly NotificationRequestRecord[], request: NotificationRequestRecord): NotificationRequestRecord[] =>
  items.some((item) => item.id === request.id) ? items.map((item) => (item.id === request.id ? request : item)) : [...items, request];

/** The summary counts less the requests that went (the server's own count follows on the next load). */
function withoutRequests(policy: NotificationPolicy | null, gone: readonly NotificationRequestRecord[], goneCount: number): NotificationPolicy | null {
  if (!policy) return policy;
  const notifications = gone.reduce((sum, request) => sum + request.notificationsCount, 0);
  return {
    ...policy,
    summary: {
      pending_requests_count: Math.max(0, policy.summary.pending_requests_count - goneCount),
      pending_notifications_count: Math.max(0, policy.summary.pending_notifications_count - notifications),
    },
  };
}

export function notificationRequestsReducer(state: NotificationRequestsState = initialNotificationRequests, action: UnknownAction): NotificationRequestsState {
  if (fetchNotificationPolicy.success.match(action)) {
    const { policy } = action.payload;
    return { ...state, policy, supported: policy !== null };
  }
  if (updateNotificationPolicy.success.match(action)) return { ...state, policy: action.payload.policy, supported: true };
  if (fetchNotificationRequests.request.match(action)) return { ...state, isLoading: true };
  if (fetchNotificationRequests.fail.match(action)) return { ...state, isLoading: false };
  if (fetchNotificationRequests.success.match(action)) {
    const { requests, hasMore, append } = action.payload;
    const items = append ? requests.reduce(upsert, state.items) : requests;
    return { ...state, items, hasMore, isLoading: false, loaded: true };
  }
  if (fetchNotificationRequest.request.match(action)) {
    const { id } = action.payload;
    const opened = state.opened[id] ?? { items: [], loaded: false, isLoading: false };
    return { ...state, opened: { ...state.opened, [id]: { ...opened, isLoading: true } } };
  }
  if (fetchNotificationRequest.fail.match(action)) {
    const { id } = action.payload.request;
    const opened = state.opened[id] ?? { items: [], loaded: false, isLoading: false };
    return { ...state, opened: { ...state.opened, [id]: { ...opened, isLoading: false, loaded: true } } };
  }
  if (fetchNotificationRequest.success.match(action)) {
    const { request, notifications } = action.payload;
    return {
      ...state,
      items: upsert(state.items, request),
      opened: { ...state.opened, [request.id]: { items: notifications, isLoading: false, loaded: true } },
    };
  }
  if (acceptNotificationRequests.success.match(action) || dismissNotificationRequests.success.match(action)) {
    const ids = new Set(action.payload.ids);
    const gone = state.items.filter((item) => ids.has(item.id));
    const opened = Object.fromEntries(Object.entries(state.opened).filter(([id]) => !ids.has(id)));
    return { ...state, items: state.items.filter((item) => !ids.has(item.id)), opened, policy: withoutRequests(state.policy, gone, ids.size) };
  }
  return state;
}
