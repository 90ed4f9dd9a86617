import { EventEmitter } from 'node:events';

/**
 * What happened, without the viewer-specific JSON: each streaming connection serialises and filters
 * (blocks, mutes, visibility) for its own account.
 */
export type HubMessage =
  | { kind: 'status'; event: 'update' | 'status.update'; statusId: string }
  | { kind: 'delete'; statusId: string }
  | { kind: 'notification'; notificationId: string }
  | { kind: 'conversation'; accountConversationId: string }
  | { kind: 'filters_changed' }
  | { kind: 'notifications_merged' }
  | { kind: 'announcement'; announcementId: string }
  | { kind: 'announcement.reaction'; announcementId: string; name: string; count: number }
  | { kind: 'announcement.delete'; announcementId: string };

/**
 * Channels, named as Mastodon's Redis channels: `timeline:{accountId}` (the user stream),
 * `timeline:public`, `timeline:public:local`, `timeline:public:media`, `timeline:public:local:media`,
 * `timeline:hashtag:{tag}`, `timeline:hashtag:{tag}:local`, `timeline:list:{listId}`,
 * `timeline:direct:{accountId}`.
 */
export class StreamingHub {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  subscribe(channel: string, listener: (message: HubMessage) => void): () => void {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  publish(channel: string, message: HubMessage): void {
    this.emitter.emit(channel, message);
  }

  listenerCount(channel: string): number {
    return this.emitter.listenerCount(channel);
  }
}
