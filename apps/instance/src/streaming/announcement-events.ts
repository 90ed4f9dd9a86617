import type { Instance } from '../context';
import { findAnnouncement } from '../db/repositories/announcements';
import { serializeAnnouncements, serializeReactionUpdate } from '../serializers/announcement';
import type { HubMessage } from './hub';
import type { OutgoingEvent } from './render';

type AnnouncementMessage = Extract<HubMessage, { kind: 'announcement' | 'announcement.reaction' | 'announcement.delete' }>;

/**
 * The user stream's announcement events, as Mastodon sends them: the announcement rendered for no
 * one (no `read`, no `me`), a reaction's new total, or the removed announcement's id.
 * https://docs.joinmastodon.org/methods/streaming/#events
 */
export function renderAnnouncementEvent(instance: Instance, message: AnnouncementMessage): OutgoingEvent | null {
  switch (message.kind) {
    case 'announcement': {
      const row = findAnnouncement(instance.db, message.announcementId);
      const [json] = row ? serializeAnnouncements(instance, [row], null) : [];
      return json ? { event: 'announcement', payload: JSON.stringify(json) } : null;
    }
    case 'announcement.reaction':
      return { event: 'announcement.reaction', payload: JSON.stringify(serializeReactionUpdate(message.announcementId, message.name, message.count)) };
    case 'announcement.delete':
      return { event: 'announcement.delete', payload: message.announcementId };
  }
}
