import type { NotificationsState, RootState } from '@trumpet/core';

// The notifications slice holds ids and flags (its entities live in the tables): read whole.
export const selectNotificationsState = (state: RootState): NotificationsState => state.notifications;
