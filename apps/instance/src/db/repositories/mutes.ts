import type { Db } from '../connection';
import { exists } from '../queries';

/** Whether `accountId` mutes `targetId` with its notifications, and the mute has not expired at `now`. */
export function mutesNotificationsOf(db: Db, accountId: string, targetId: string, now: string): boolean {
  return exists(
    db,
    'SELECT 1 FROM mutes WHERE account_id = ? AND target_account_id = ? AND hide_notifications = 1 AND (expires_at IS NULL OR expires_at > ?)',
    accountId,
    targetId,
    now,
  );
}

/** Whether `accountId` muted the conversation `statusId` is part of. */
export function mutesConversationOfStatus(db: Db, accountId: string, statusId: string): boolean {
  return exists(
    db,
    'SELECT 1 FROM conversation_mutes cm JOIN statuses s ON s.conversation_id = cm.conversation_id WHERE cm.account_id = ? AND s.id = ?',
    accountId,
    statusId,
  );
}
