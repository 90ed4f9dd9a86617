import type { Announcement, AnnouncementReactionUpdate } from '@trumpet/api-client';
import { createAction } from '../../store/actions';

// The announcements' actions the first screen's code dispatches, in a file of their own so it carries
// no more: the user stream's events (readied for the reducer by the feature's saga, loaded later) and
// the home header's toggle.
export const announcementStreamed = createAction<{ announcement: Announcement }>('announcements/STREAMED');
export const announcementReactionStreamed = createAction<{ reaction: AnnouncementReactionUpdate }>('announcements/REACTION_STREAMED');
export const announcementDeleteStreamed = createAction<{ id: string }>('announcements/DELETE_STREAMED');
/** The home column header's toggle: shows or hides the panel. */
export const announcementsToggled = createAction('announcements/TOGGLED');
