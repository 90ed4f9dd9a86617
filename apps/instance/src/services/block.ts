import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { removeFollow, removeFollowRequest, removeFromLists } from './follow';

/**
 * Blocks `targetId` as Mastodon's BlockService and AfterBlockService: follows and pending requests
 * end both ways, each leaves the other's lists, and the blocker loses the target's notifications.
 * https://github.com/mastodon/mastodon/blob/main/app/services/block_service.rb
 */
export function blockAccount(instance: Instance, accountId: string, targetId: string): void {
  if (accountId === targetId) return;
  const { db } = instance;
  db.transaction(() => {
    for (const [from, to] of [
      [accountId, targetId],
      [targetId, accountId],
    ] as const) {
      removeFollow(instance, from, to);
      removeFollowRequest(instance, from, to);
      removeFromLists(instance, from, to);
    }
    db.prepare('DELETE FROM endorsements WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
    db.prepare('INSERT OR IGNORE INTO blocks (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)').run(
      snowflake(instance.now()),
      accountId,
      targetId,
      instance.now().toISOString(),
    );
    db.prepare('DELETE FROM notifications WHERE account_id = ? AND from_account_id = ?').run(accountId, targetId);
  })();
}

export function unblockAccount(instance: Instance, accountId: string, targetId: string): void {
  instance.db.prepare('DELETE FROM blocks WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
}
