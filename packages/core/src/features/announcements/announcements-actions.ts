import { createAction, createAsyncActions } from '../../store/actions';
import type { AnnouncementRecord } from './announcements-state';

/** GET /api/v1/announcements (dismissed ones too: the panel can show them again). https://docs.joinmastodon.org/methods/announcements/ */
export const fetchAnnouncements = createAsyncActions<void, { items: AnnouncementRecord[] }>('announcements/FETCH');
/** POST /api/v1/announcements/:id/dismiss: marks it read. */
export const dismissAnnouncement = createAsyncActions<{ id: string }, { id: string }>('announcements/DISMISS');

/** `name`: a unicode emoji or a custom emoji's shortcode; `url` the custom emoji's image, shown before the server confirms. */
export interface AnnouncementReactionRequest {
  id: string;
  name: string;
  url?: string | null;
}
/** PUT /api/v1/announcements/:id/reactions/:name */
export const addAnnouncementReaction = createAsyncActions<AnnouncementReactionRequest, AnnouncementReactionRequest>('announcements/REACTION_ADD');
/** DELETE /api/v1/announcements/:id/reactions/:name */
export const removeAnnouncementReaction = createAsyncActions<AnnouncementReactionRequest, AnnouncementReactionRequest>('announcements/REACTION_REMOVE');

/** A published or edited announcement, sanitised. */
export const announcementUpdated = createAction<{ announcement: AnnouncementRecord }>('announcements/UPDATED');
/** A reaction's new total from the server; `url` the custom emoji's image when known. */
export const announcementReactionUpdated = createAction<{ id: string; name: string; count: number; url: string | null }>('announcements/REACTION_UPDATED');
