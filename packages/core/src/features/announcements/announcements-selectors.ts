import type { RootState } from '../../store/root-reducer';
import type { AnnouncementRecord } from './announcements-state';

export const selectAnnouncements = (state: RootState): readonly AnnouncementRecord[] => state.announcements.items;
/** Whether the panel atop home is open (never when there is nothing to show). */
export const selectAnnouncementsShown = (state: RootState): boolean => state.announcements.show && state.announcements.items.length > 0;
/** The header toggle's dot: an announcement the user has not dismissed. */
export const selectHasUnreadAnnouncements = (state: RootState): boolean => state.announcements.items.some((item) => !item.read);
