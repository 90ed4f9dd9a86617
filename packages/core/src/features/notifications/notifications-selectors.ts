import { createSelector } from 'reselect';
import type { AccountRecord, StatusRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import type { NotificationRecord } from './notifications-actions';

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
