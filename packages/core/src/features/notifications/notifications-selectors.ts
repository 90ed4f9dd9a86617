import { createSelector } from 'reselect';
import type { AccountRecord, StatusRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import type { NotificationRecord } from './notifications-actions';
import { groupNotifications } from './notification-groups';

export interface NotificationView extends Omit<NotificationRecord, 'account' | 'status'> {
  account: AccountRecord | null;
  status: StatusRecord | null;
}

const selectItems = (state: RootState): NotificationRecord[] => state.notifications.items;

const viewOf = ({ accounts, statuses }: Pick<RootState, 'accounts' | 'statuses'>, item: NotificationRecord): NotificationView => ({
  ...item,
  account: getEntity(accounts, item.account) ?? null,
  status: item.status === null ? null : (getEntity(statuses, item.status) ?? null),
});

/** The notifications shown, newest first, with their account and status records (not those waiting away from the top). */
export const selectNotifications = createSelector(
  [selectItems, (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (items, accounts, statuses): NotificationView[] => items.map((item) => viewOf({ accounts, statuses }, item)),
);

/** One notification, shown or waiting for the reader to go back to the top. */
export const selectNotification = (state: RootState, id: string): NotificationView | null => {
  const { items, pending } = state.notifications;
  const item = pending.find((entry) => entry.id === id) ?? items.find((entry) => entry.id === id);
  return item ? viewOf(state, item) : null;
};

export const selectUnreadNotifications = (state: RootState): number => state.notifications.unread;

/** A row of the column: a notification, or several folded together, with their accounts (newest first) and count. */
export interface NotificationGroupView extends NotificationView {
  groupKey: string;
  count: number;
  accounts: AccountRecord[];
}

/** The column's rows, newest first: the server's groups, or the v1 list grouped by Mastodon's rule (not those waiting away from the top). */
export const selectNotificationGroups = createSelector(
  [selectItems, (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (items, accounts, statuses): NotificationGroupView[] =>
    groupNotifications(items).map((item) => ({
      ...viewOf({ accounts, statuses }, item),
      groupKey: item.group?.key ?? item.id,
      count: item.group?.count ?? 1,
      accounts: (item.group?.accounts ?? [item.account]).flatMap((id) => {
        const account = getEntity(accounts, id);
        return account ? [account] : [];
      }),
    })),
);

/** Where the next older page starts: the last row's oldest notification (v2's `max_id`). */
export const selectNotificationsNextMaxId = (state: RootState): string | null => {
  const { items } = state.notifications;
  const last = items[items.length - 1];
  return last ? (last.group?.pageMinId ?? last.id) : null;
};
