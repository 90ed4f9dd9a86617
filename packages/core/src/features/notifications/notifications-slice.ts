import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { blockAccount, muteAccount } from '../relationships/relationships-actions';
import {
  clearNotifications,
  expandNotifications,
  notificationAdded,
  notificationsGroupingDetected,
  fetchNotificationGroupAccounts,
  notificationsScrolledTop,
  type NotificationRecord,
} from './notifications-actions';
import { joinGroup } from './notification-groups';

export interface NotificationsState {
  items: NotificationRecord[];
  hasMore: boolean;
  top: boolean;
  unread: number;
  isLoading: boolean;
  /**
   * Streamed notifications that came while the reader was away from the top, newest first: kept out
   * of `items`, so the list being read does not move, until the reader goes back to the top.
   */
  pending: NotificationRecord[];
  /** More came than `pending` keeps: the list starts again from them, older ones loading on scroll. */
  pendingOverflow: boolean;
  /** Whether the server groups notifications (v2); null until known. */
  grouped: boolean | null;
}

export const initialNotifications: NotificationsState = {
  items: [],
  hasMore: true,
  top: false,
  unread: 0,
  isLoading: false,
  pending: [],
  pendingOverflow: false,
  grouped: null,
};

/** How many streamed notifications wait away from the top (Mastodon's MAX_QUEUED_NOTIFICATIONS). */
export const MAX_PENDING_NOTIFICATIONS = 40;

/** SPEC §9: at the top with more than 40 items, the list is cut to 20 before a new one goes on. */
export const NOTIFICATIONS_TRIM_ABOVE = 40;
export const NOTIFICATIONS_TRIM_TO = 20;

// Ids are numeric strings: longer is newer, then lexical (Mastodon's compareId).
const compareId = (a: string, b: string): number => (a.length === b.length ? (a > b ? 1 : a < b ? -1 : 0) : a.length - b.length);

/**
 * Merges a page, newest first, into the list as Mastodon's expandNormalizedNotifications: the
 * page replaces whatever the list holds between its newest and oldest ids.
 */
function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let index = list.length - 1; index >= 0; index -= 1) if (test(list[index] as T)) return index;
  return -1;
}

function merge(current: NotificationRecord[], page: NotificationRecord[]): NotificationRecord[] {
  const first = page[0];
  const last = page[page.length - 1];
  if (!first || !last) return current;
  // A group the page brings again (it grew) leaves its old place.
  const keys = new Set(page.flatMap((item) => (item.group ? [item.group.key] : [])));
  const list = keys.size > 0 ? current.filter((item) => !item.group || !keys.has(item.group.key)) : current;
  const lastIndex = 1 + findLastIndex(list, (item) => compareId(item.id, last.id) >= 0);
  const firstIndex = 1 + findLastIndex(list.slice(0, lastIndex), (item) => compareId(item.id, first.id) > 0);
  return [...list.slice(0, firstIndex), ...page, ...list.slice(lastIndex)];
}

const withoutAccount = (state: NotificationsState, accountId: string): void => {
  state.items = state.items.filter((item) => item.account !== accountId);
  state.pending = state.pending.filter((item) => item.account !== accountId);
};

const release = (state: NotificationsState): void => {
  if (state.pending.length === 0) return;
  if (state.pendingOverflow) {
    state.items = state.pending;
    state.hasMore = true;
  } else {
    const waiting = new Set(state.pending.map((item) => item.id));
    const groups = new Set(state.pending.flatMap((item) => (item.group ? [item.group.key] : [])));
    state.items = [...state.pending, ...state.items.filter((item) => !waiting.has(item.id) && !(item.group && groups.has(item.group.key)))];
  }
  state.pending = [];
  state.pendingOverflow = false;
};

export const notificationsReducer = (state: NotificationsState = initialNotifications, action: UnknownAction): NotificationsState =>
  produce(state, (draft) => {
    if (expandNotifications.request.match(action)) {
      draft.isLoading = true;
    } else if (expandNotifications.success.match(action)) {
      const { notifications, next, loadingNewer, skipped } = action.payload;
      if (skipped) return;
      draft.items = merge(draft.items, notifications);
      // A newer-than page has no say on whether older ones remain.
      if (!loadingNewer) draft.hasMore = next !== null;
      draft.isLoading = false;
    } else if (expandNotifications.fail.match(action)) {
      draft.isLoading = false;
    } else if (notificationAdded.match(action)) {
      let { notification } = action.payload;
      const same = (item: NotificationRecord): boolean => item.id === notification.id;
      if (draft.items.some(same) || draft.pending.some(same)) return;
      // A notification of a group already listed joins it: the group moves to the top, one more.
      const key = notification.group?.key;
      const inGroup = (item: NotificationRecord): boolean => key !== undefined && item.group?.key === key;
      const group = draft.pending.find(inGroup) ?? draft.items.find(inGroup);
      if (group) {
        notification = joinGroup(group, notification);
        draft.pending = draft.pending.filter((item) => !inGroup(item));
        if (draft.top) draft.items = draft.items.filter((item) => !inGroup(item));
      }
      if (!draft.top) {
        draft.unread += 1;
        draft.pending.unshift(notification);
        if (draft.pending.length > MAX_PENDING_NOTIFICATIONS) {
          draft.pending = draft.pending.slice(0, MAX_PENDING_NOTIFICATIONS);
          draft.pendingOverflow = true;
        }
        return;
      }
      if (draft.items.length > NOTIFICATIONS_TRIM_ABOVE) draft.items = draft.items.slice(0, NOTIFICATIONS_TRIM_TO);
      draft.items.unshift(notification);
    } else if (notificationsGroupingDetected.match(action)) {
      draft.grouped = action.payload.grouped;
    } else if (fetchNotificationGroupAccounts.success.match(action)) {
      const { key, accountIds } = action.payload;
      for (const item of [...draft.items, ...draft.pending]) if (item.group?.key === key) item.group.accounts = accountIds;
    } else if (notificationsScrolledTop.match(action)) {
      draft.top = action.payload.top;
      if (action.payload.top) {
        draft.unread = 0;
        release(draft);
      }
    } else if (clearNotifications.success.match(action)) {
      draft.items = [];
      draft.pending = [];
      draft.pendingOverflow = false;
      draft.hasMore = false;
    } else if (blockAccount.success.match(action)) {
      withoutAccount(draft, action.payload.relationship.id);
    } else if (muteAccount.success.match(action) && action.payload.relationship.muting_notifications) {
      withoutAccount(draft, action.payload.relationship.id);
    }
  });
