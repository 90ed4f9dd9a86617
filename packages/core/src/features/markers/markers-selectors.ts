import { createSelector } from 'reselect';
import type { RootState } from '../../store/root-reducer';
import { countNewer } from './markers-rules';

/** The home status to scroll to on open (the server's home marker), until the feed is there. */
export const selectHomeRestore = (state: RootState): string | null => state.markers.homeRestore;

/** The last read notification's id, here or on another device; null before the marker is known. */
export const selectNotificationsLastReadId = (state: RootState): string | null => state.markers.positions.notifications?.lastReadId ?? null;

/**
 * The unread notifications: those newer than the notifications marker (listed or waiting away from
 * the top). Without a marker, the ones that came while the column was away from its top.
 */
export const selectUnreadNotificationCount = createSelector(
  [
    (state: RootState) => state.notifications.items,
    (state: RootState) => state.notifications.pending,
    (state: RootState) => state.notifications.unread,
    selectNotificationsLastReadId,
  ],
  (items, pending, unread, lastReadId): number =>
    lastReadId === null ? unread : countNewer([...pending, ...items].map((item) => item.id), lastReadId),
);
