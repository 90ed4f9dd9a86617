import { createSelector } from 'reselect';
import type { NotificationPolicy } from '@trumpet/api-client';
import type { AccountRecord, StatusRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import type { NotificationView } from '../notifications/notifications-selectors';
import type { NotificationRequestRecord, RequestNotifications } from './notification-requests-state';

/** A request with its account and last status records. */
export interface NotificationRequestView {
  id: string;
  account: AccountRecord | null;
  notificationsCount: number;
  lastStatus: StatusRecord | null;
  updatedAt: string;
}

const selectState = (state: RootState) => state.notificationRequests;

/** The user's notification policy; null until loaded or where the server has none. */
export const selectNotificationPolicy = (state: RootState): NotificationPolicy | null => selectState(state).policy;

/** false only once the server answered that it lacks the policy and requests endpoints. */
export const selectNotificationRequestsSupported = (state: RootState): boolean | null => selectState(state).supported;

/** The pending requests of the policy's summary (0 until loaded). */
export const selectPendingRequestsCount = (state: RootState): number => selectState(state).policy?.summary.pending_requests_count ?? 0;

/** Whether the list is loading, loaded, and has older pages. */
export const selectNotificationRequestsStatus = createSelector(
  [(state: RootState) => selectState(state).isLoading, (state: RootState) => selectState(state).loaded, (state: RootState) => selectState(state).hasMore],
  (isLoading, loaded, hasMore) => ({ isLoading, loaded, hasMore }),
);

const viewOf = ({ accounts, statuses }: Pick<RootState, 'accounts' | 'statuses'>, request: NotificationRequestRecord): NotificationRequestView => ({
  id: request.id,
  account: getEntity(accounts, request.account) ?? null,
  notificationsCount: request.notificationsCount,
  lastStatus: request.lastStatus === null ? null : (getEntity(statuses, request.lastStatus) ?? null),
  updatedAt: request.updatedAt,
});

/** The pending requests as loaded, newest first. */
export const selectNotificationRequests = createSelector(
  [(state: RootState) => selectState(state).items, (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (items, accounts, statuses): NotificationRequestView[] => items.map((item) => viewOf({ accounts, statuses }, item)),
);

/** One request, when loaded (in the list or opened on its own). */
export const selectNotificationRequest = createSelector(
  [(state: RootState, id: string) => selectState(state).items.find((request) => request.id === id), (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (item, accounts, statuses): NotificationRequestView | null => (item ? viewOf({ accounts, statuses }, item) : null),
);

const noNotifications: RequestNotifications = { items: [], isLoading: false, loaded: false };

/** Whether an opened request's notifications are loading or loaded (the stored entry, so stable between renders). */
export const selectRequestNotificationsStatus = (state: RootState, id: string): Readonly<RequestNotifications> => selectState(state).opened[id] ?? noNotifications;

/** The filtered notifications of an opened request, newest first, with their account and status records. */
export const selectRequestNotifications = createSelector(
  [(state: RootState, id: string) => (selectState(state).opened[id] ?? noNotifications).items, (state: RootState) => state.accounts, (state: RootState) => state.statuses],
  (items, accounts, statuses): NotificationView[] =>
    items.map((item) => ({
      ...item,
      account: getEntity(accounts, item.account) ?? null,
      status: item.status === null ? null : (getEntity(statuses, item.status) ?? null),
    })),
);
