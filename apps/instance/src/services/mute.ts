import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { deleteMute, upsertMute } from '../db/repositories/account-relations';

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
  upsertMute(instance.db, {
    id: snowflake(now),
    account_id: accountId,
    target_account_id: targetId,
    hide_notifications: options.notifications === false ? 0 : 1,
    expires_at: expiresAt,
    created_at: now.toISOString(),
  });
}

export function unmuteAccount(instance: Instance, accountId: string, targetId: string): void {
  deleteMute(instance.db, accountId, targetId);
}
