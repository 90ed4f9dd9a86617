import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { hiddenStatusJson, ViewerFilters, type FilterContext } from '../policies/filters';
import { serializeConversation } from '../serializers/conversation';
import { serializeNotification } from '../serializers/notification';
import { serializeStatus } from '../serializers/status';
import type { HubMessage } from './hub';
import { shouldDeliverStatus } from './status-filter';
import type { ResolvedStream, Viewer } from './streams';
import { canReadNotifications } from './streams';
import { findOwnNotification } from '../db/repositories/notifications';
import { findOwnConversation } from '../db/repositories/conversations';
import { renderAnnouncementEvent } from './announcement-events';

/** One event as it goes out; `payload` is a JSON string (a bare id for `delete`, none for `filters_changed`). */
export interface OutgoingEvent {
  event: string;
  payload?: string;
}

const FILTER_CONTEXT: Record<ResolvedStream['kind'], FilterContext | null> = {
  user: 'home',
  list: 'home',
  public: 'public',
  hashtag: 'public',
  notifications: null,
  direct: null,
};

/**
 * Turns hub messages into the events one connection sends, serialised for its viewer. A status
 * published on several channels the connection listens to is serialised once.
 */
export class ViewerRenderer {
  private readonly statusJson = new WeakMap<HubMessage, string | null>();

  constructor(
    private readonly instance: Instance,
    private readonly viewer: Viewer,
  ) {}

  render(message: HubMessage, stream: ResolvedStream): OutgoingEvent | null {
    switch (message.kind) {
      case 'status':
        return this.renderStatus(message, stream);
      case 'delete':
        return stream.kind === 'notifications' ? null : { event: 'delete', payload: message.statusId };
      case 'notification':
        return this.renderNotification(message.notificationId, stream);
      case 'notifications_merged':
        return this.readsNotifications(stream) ? { event: 'notifications_merged', payload: '1' } : null;
      case 'conversation': {
        if (stream.kind !== 'direct') return null;
        const row = findOwnConversation(this.instance.db, message.accountConversationId, this.viewer.accountId);
        return row ? { event: 'conversation', payload: JSON.stringify(serializeConversation(this.instance, row)) } : null;
      }
      case 'filters_changed':
        return stream.kind === 'user' ? { event: 'filters_changed' } : null;
      case 'announcement':
      case 'announcement.reaction':
      case 'announcement.delete':
        return stream.kind === 'user' ? renderAnnouncementEvent(this.instance, message) : null;
    }
  }

  private renderStatus(message: Extract<HubMessage, { kind: 'status' }>, stream: ResolvedStream): OutgoingEvent | null {
    if (stream.kind === 'notifications') return null;
    const status = findStatus(this.instance.db, message.statusId);
    if (!status || !shouldDeliverStatus(this.instance, this.viewer.accountId, status, stream)) return null;
    const context = FILTER_CONTEXT[stream.kind];
    if (context && ViewerFilters.of(this.instance, this.viewer.accountId).hides(status, context)) return null;
    let json = this.statusJson.get(message);
    if (json === undefined) {
      json = JSON.stringify(serializeStatus(this.instance, status, this.viewer.accountId));
      this.statusJson.set(message, json);
    }
    return json === null ? null : { event: message.event, payload: json };
  }

  /** The notifications stream, and the user stream of a token that may read notifications. */
  private readsNotifications(stream: ResolvedStream): boolean {
    return stream.kind === 'notifications' || (stream.kind === 'user' && canReadNotifications(this.viewer));
  }

  private renderNotification(id: string, stream: ResolvedStream): OutgoingEvent | null {
    if (!this.readsNotifications(stream)) return null;
    const row = findOwnNotification(this.instance.db, id, this.viewer.accountId);
    const json = row ? serializeNotification(this.instance, row, this.viewer.accountId) : null;
    if (json && hiddenStatusJson(json.status, this.viewer.accountId, 'notifications')) return null;
    return json ? { event: 'notification', payload: JSON.stringify(json) } : null;
  }
}
