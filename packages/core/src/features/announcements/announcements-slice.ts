import type { Reaction } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import {
  addAnnouncementReaction,
  announcementReactionUpdated,
  announcementUpdated,
  dismissAnnouncement,
  fetchAnnouncements,
  removeAnnouncementReaction,
} from './announcements-actions';
import { announcementDeleteStreamed, announcementsToggled } from './announcements-early-actions';
import { withOwnReaction, withoutOwnReaction, withReactionCount } from './announcement-reactions';
import { initialAnnouncements, type AnnouncementRecord, type AnnouncementsState } from './announcements-state';

const when = (announcement: AnnouncementRecord) => announcement.starts_at ?? announcement.published_at;
const sorted = (items: AnnouncementRecord[]) => [...items].sort((a, b) => Date.parse(when(a)) - Date.parse(when(b)));
const anyUnread = (items: readonly AnnouncementRecord[]) => items.some((item) => !item.read);

function updateOne(state: AnnouncementsState, id: string, update: (announcement: AnnouncementRecord) => AnnouncementRecord): AnnouncementsState {
  if (!state.items.some((item) => item.id === id)) return state;
  return { ...state, items: state.items.map((item) => (item.id === id ? update(item) : item)) };
}

const reacting = (state: AnnouncementsState, id: string, change: (reactions: readonly Reaction[]) => Reaction[]) =>
  updateOne(state, id, (announcement) => ({ ...announcement, reactions: change(announcement.reactions) }));

function setRead(state: AnnouncementsState, id: string, read: boolean): AnnouncementsState {
  const next = updateOne(state, id, (announcement) => ({ ...announcement, read }));
  // The last unread one dismissed closes the panel; the header's toggle opens it again.
  return read && !anyUnread(next.items) ? { ...next, show: false } : next;
}

export function announcementsReducer(state: AnnouncementsState = initialAnnouncements, action: UnknownAction): AnnouncementsState {
  if (fetchAnnouncements.request.match(action)) return { ...state, isLoading: true };
  if (fetchAnnouncements.fail.match(action)) return { ...state, isLoading: false };
  if (fetchAnnouncements.success.match(action)) {
    const items = sorted(action.payload.items);
    return { items, loaded: true, isLoading: false, show: state.loaded ? state.show && items.length > 0 : anyUnread(items) };
  }
  if (announcementsToggled.match(action)) return { ...state, show: !state.show };
  if (announcementUpdated.match(action)) {
    const { announcement } = action.payload;
    const items = sorted([...state.items.filter((item) => item.id !== announcement.id), announcement]);
    return { ...state, items, show: state.show || !announcement.read };
  }
  if (announcementDeleteStreamed.match(action)) {
    const items = state.items.filter((item) => item.id !== action.payload.id);
    return { ...state, items, show: state.show && items.length > 0 };
  }
  if (dismissAnnouncement.request.match(action)) return setRead(state, action.payload.id, true);
  if (dismissAnnouncement.fail.match(action)) return updateOne(state, action.payload.request.id, (announcement) => ({ ...announcement, read: false }));
  if (addAnnouncementReaction.request.match(action) || removeAnnouncementReaction.fail.match(action)) {
    const { id, name, url } = 'request' in action.payload ? action.payload.request : action.payload;
    return reacting(state, id, (reactions) => withOwnReaction(reactions, name, url ?? null));
  }
  if (removeAnnouncementReaction.request.match(action) || addAnnouncementReaction.fail.match(action)) {
    const { id, name } = 'request' in action.payload ? action.payload.request : action.payload;
    return reacting(state, id, (reactions) => withoutOwnReaction(reactions, name));
  }
  if (announcementReactionUpdated.match(action)) {
    const { id, name, count, url } = action.payload;
    return reacting(state, id, (reactions) => withReactionCount(reactions, name, count, url));
  }
  return state;
}
