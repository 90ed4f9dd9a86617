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

/** A mute without end that also hides the target's notifications. */
export function insertNotificationMute(db: Db, row: { id: string; account_id: string; target_account_id: string; created_at: string }): void {
  db.prepare('INSERT INTO mutes (id, account_id, target_account_id, hide_notifications, created_at) VALUES (?, ?, ?, 1, ?)').run(
    row.id,
    row.account_id,
    row.target_account_id,
    row.created_at,
  );
}

/** `accountId`'s mute of `targetId`, unless it has expired at `now`. */
export function activeMute(db: Db, accountId: string, targetId: string, now: string): { hide_notifications: number; expires_at: string | null } | undefined {
  return db
    .prepare<[string, string, string], { hide_notifications: number; expires_at: string | null }>(
      'SELECT hide_notifications, expires_at FROM mutes WHERE account_id = ? AND target_account_id = ? AND (expires_at IS NULL OR expires_at > ?)',
    )
    .get(accountId, targetId, now);
}
