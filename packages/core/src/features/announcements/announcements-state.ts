import type { Announcement } from '@trumpet/api-client';

/** An announcement as the store keeps it: its content sanitised, with its custom emoji. */
export interface AnnouncementRecord extends Omit<Announcement, 'content'> {
  contentHtml: string;
}

export interface AnnouncementsState {
  /** Oldest first, by when each is about (starts_at) or else when it was published. */
  items: AnnouncementRecord[];
  loaded: boolean;
  isLoading: boolean;
  /** Whether the panel atop home is open: at first when something is unread, then as the user toggles it. */
  show: boolean;
}

export const initialAnnouncements: AnnouncementsState = { items: [], loaded: false, isLoading: false, show: false };
