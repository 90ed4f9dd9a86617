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

/** The notifications, newest first, with their account and status records. */
export const selectNotifications = createSelector(
  [selectItems, (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (items, accounts, statuses): NotificationView[] =>
    items.map((item) => ({
      ...item,
      account: getEntity(accounts, item.account) ?? null,
      status: item.status === null ? null : (getEntity(statuses, item.status) ?? null),
    })),
);

export const selectUnreadNotifications = (state: RootState): number => state.notifications.unread;
