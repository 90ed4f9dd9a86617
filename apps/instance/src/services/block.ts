import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { deleteBlock, insertBlock, unendorse } from '../db/repositories/account-relations';
import { removeFromListsOf } from '../db/repositories/lists';
import { deleteAllNotificationsFrom } from '../db/repositories/notifications';
import { removeFollow, removeFollowRequest } from './follow';

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
      removeFromListsOf(db, from, to);
    }
    unendorse(db, accountId, targetId);
    insertBlock(db, { id: snowflake(instance.now()), account_id: accountId, target_account_id: targetId, created_at: instance.now().toISOString() });
    deleteAllNotificationsFrom(db, accountId, targetId);
  })();
}

export function unblockAccount(instance: Instance, accountId: string, targetId: string): void {
  deleteBlock(instance.db, accountId, targetId);
}
