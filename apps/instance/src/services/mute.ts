import type { Instance } from '../context';
import { snowflake } from '../db/ids';

export interface MuteOptions {
  /** Also hide their notifications (Mastodon's default). */
  notifications?: boolean;
  /** Seconds until the mute ends; 0 or undefined for ever. */
  duration?: number;
}

/** Mutes `targetId`, or changes an existing mute's options (Account#mute!). */
export function muteAccount(instance: Instance, accountId: string, targetId: string, options: MuteOptions = {}): void {
  if (accountId === targetId) return;
  const now = instance.now();
  const duration = options.duration ?? 0;
  const expiresAt = duration > 0 ? new Date(now.getTime() + duration * 1000).toISOString() : null;
  instance.db
    .prepare(
      `INSERT INTO mutes (id, account_id, target_account_id, hide_notifications, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, target_account_id) DO UPDATE SET hide_notifications = excluded.hide_notifications, expires_at = excluded.expires_at`,
    )
    .run(snowflake(now), accountId, targetId, options.notifications === false ? 0 : 1, expiresAt, now.toISOString());
}

export function unmuteAccount(instance: Instance, accountId: string, targetId: string): void {
  instance.db.prepare('DELETE FROM mutes WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
}
