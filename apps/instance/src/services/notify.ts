import type { Instance } from '../context';
import { findAccount, isBlocking, isDomainBlocking } from '../db/queries';
import { snowflake } from '../db/ids';
import { mutesConversationOfStatus, mutesNotificationsOf } from '../db/repositories/mutes';
import { insertNotification } from '../db/repositories/notifications';
import { assignGroupKey } from './notification-groups';
import { holdInRequest, policyVerdict } from './notification-policy';

export type NotificationType =
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'poll'
  | 'status'
  | 'update'
  | 'quote'
  | 'quoted_update';

/**
 * Creates a notification unless the recipient would not want it: from themselves, from someone
 * they block, mute with notifications, or whose domain they block, or (for mentions) in a
 * conversation they muted, or what their notification policy drops. What the policy filters is kept
 * out of the list, in the sender's notification request; the rest gets its group key and is
 * streamed to the recipient. Returns the id, or null when skipped.
 */
export function notify(instance: Instance, recipientId: string, fromId: string, type: NotificationType, statusId: string | null): string | null {
  const { db } = instance;
  if (recipientId === fromId) return null;
  const recipient = findAccount(db, recipientId);
  const from = findAccount(db, fromId);
  if (!recipient || !from || recipient.domain !== null) return null;
  const now = instance.now().toISOString();
  if (isBlocking(db, recipientId, fromId) || isDomainBlocking(db, recipientId, from.domain)) return null;
  if (mutesNotificationsOf(db, recipientId, fromId, now)) return null;
  if (type === 'mention' && statusId && mutesConversationOfStatus(db, recipientId, statusId)) return null;
  const verdict = policyVerdict(instance, recipient, from, type, statusId);
  if (verdict === 'drop') return null;
  const filtered = verdict === 'filter';
  const id = snowflake(instance.now());
  const groupKey = filtered ? null : assignGroupKey(instance, recipientId, type, statusId);
  insertNotification(db, { id, account_id: recipientId, from_account_id: fromId, type, status_id: statusId, created_at: now, group_key: groupKey, filtered });
  if (filtered) {
    holdInRequest(instance, recipientId, fromId, type, statusId);
    return id;
  }
  instance.hub.publish(`timeline:${recipientId}`, { kind: 'notification', notificationId: id });
  return id;
}
