import type { Instance } from '../context';
import { findAccount, isBlocking, isDomainBlocking, exists } from '../db/queries';
import { snowflake } from '../db/ids';
import { insertNotification } from '../db/repositories/notifications';

export type NotificationType = 'follow' | 'follow_request' | 'favourite' | 'reblog' | 'mention' | 'poll' | 'status' | 'update';

/**
 * Creates a notification unless the recipient would not want it: from themselves, from someone
 * they block, mute with notifications, or whose domain they block, or (for mentions) in a
 * conversation they muted. Streams it to the recipient. Returns the id, or null when skipped.
 */
export function notify(instance: Instance, recipientId: string, fromId: string, type: NotificationType, statusId: string | null): string | null {
  const { db } = instance;
  if (recipientId === fromId) return null;
  const recipient = findAccount(db, recipientId);
  const from = findAccount(db, fromId);
  if (!recipient || !from || recipient.domain !== null) return null;
  const now = instance.now().toISOString();
  if (isBlocking(db, recipientId, fromId) || isDomainBlocking(db, recipientId, from.domain)) return null;
  if (exists(db, 'SELECT 1 FROM mutes WHERE account_id = ? AND target_account_id = ? AND hide_notifications = 1 AND (expires_at IS NULL OR expires_at > ?)', recipientId, fromId, now)) {
    return null;
  }
  if (type === 'mention' && statusId) {
    const muted = exists(
      db,
      'SELECT 1 FROM conversation_mutes cm JOIN statuses s ON s.conversation_id = cm.conversation_id WHERE cm.account_id = ? AND s.id = ?',
      recipientId,
      statusId,
    );
    if (muted) return null;
  }
  const id = snowflake(instance.now());
  insertNotification(db, { id, account_id: recipientId, from_account_id: fromId, type, status_id: statusId, created_at: now });
  instance.hub.publish(`timeline:${recipientId}`, { kind: 'notification', notificationId: id });
  return id;
}
