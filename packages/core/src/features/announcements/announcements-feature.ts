import type { CoreFeature } from '../../store/feature';
import { announcementsSaga } from './announcements-sagas';
import { announcementsReducer } from './announcements-slice';

/** The server's announcements atop home, their reactions and read state. */
export const announcementsFeature: CoreFeature = {
  name: 'announcements',
  reducers: { announcements: announcementsReducer },
  saga: announcementsSaga,
};
