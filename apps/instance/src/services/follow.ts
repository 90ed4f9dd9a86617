import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { isBlocking, isDomainBlocking } from '../db/queries';
import { unendorse } from '../db/repositories/account-relations';
import { deleteFollow, findFollow, insertFollow, updateFollowOptions } from '../db/repositories/follows';
import { removeFromListsOf } from '../db/repositories/lists';
import { deleteNotificationsFrom } from '../db/repositories/notifications';
import type { AccountRow } from '../db/rows';
import { ApiError, forbidden, notFound } from '../http/api-error';
import { notify } from './notify';

export interface FollowOptions {
  /** Show the account's boosts in the home feed; unchanged (or true for a new follow) when undefined. */
  reblogs?: boolean;
  /** Notify on each new post; unchanged (or false for a new follow) when undefined. */
  notify?: boolean;
}

/**
 * Follows `target`, or asks to when it is locked, as Mastodon's FollowService: following again only
 * changes the reblogs/notify options (of the follow or of the pending request).
 * https://github.com/mastodon/mastodon/blob/main/app/services/follow_service.rb
 */
export function followAccount(instance: Instance, sourceId: string, target: AccountRow, options: FollowOptions = {}): 'following' | 'requested' {
  const { db } = instance;
  if (target.id === sourceId) throw new ApiError(403, 'Following your own account is not allowed');
  if (
    isBlocking(db, target.id, sourceId) ||
    isBlocking(db, sourceId, target.id) ||
    target.moved_to_account_id !== null ||
    isDomainBlocking(db, sourceId, target.domain)
  ) {
    throw forbidden('This action is not allowed');
  }
  for (const table of ['follows', 'follow_requests'] as const) {
    const existing = findFollow(db, table, sourceId, target.id);
    if (!existing) continue;
    updateFollowOptions(db, table, existing.id, {
      show_reblogs: options.reblogs === undefined ? existing.show_reblogs : Number(options.reblogs),
      notify: options.notify === undefined ? existing.notify : Number(options.notify),
    });
    return table === 'follows' ? 'following' : 'requested';
  }
  const table = target.locked === 1 ? 'follow_requests' : 'follows';
  insertFollow(db, table, {
    id: snowflake(instance.now()),
    account_id: sourceId,
    target_account_id: target.id,
    show_reblogs: options.reblogs === false ? 0 : 1,
    notify: options.notify === true ? 1 : 0,
    created_at: instance.now().toISOString(),
  });
  if (table === 'follow_requests') {
    notify(instance, target.id, sourceId, 'follow_request', null);
    return 'requested';
  }
  notify(instance, target.id, sourceId, 'follow', null);
  return 'following';
}

/** Stops following `targetId`, or withdraws the pending request (UnfollowService). */
export function unfollowAccount(instance: Instance, sourceId: string, targetId: string): void {
  instance.db.transaction(() => {
    removeFollow(instance, sourceId, targetId);
    removeFollowRequest(instance, sourceId, targetId);
  })();
}

/**
 * Deletes a follow with what hangs on it in Mastodon: the follow notification, the endorsement and
 * the followed account's place in the follower's lists.
 */
export function removeFollow(instance: Instance, followerId: string, targetId: string): boolean {
  const { db } = instance;
  if (!deleteFollow(db, 'follows', followerId, targetId)) return false;
  deleteNotificationsFrom(db, targetId, followerId, 'follow');
  unendorse(db, followerId, targetId);
  removeFromListsOf(db, followerId, targetId);
  return true;
}

/** Deletes a pending request and the owner's follow_request notification about it. */
export function removeFollowRequest(instance: Instance, requesterId: string, targetId: string): boolean {
  const { db } = instance;
  const removed = deleteFollow(db, 'follow_requests', requesterId, targetId);
  if (removed) deleteNotificationsFrom(db, targetId, requesterId, 'follow_request');
  return removed;
}

/**
 * The owner accepts `requesterId`'s request: the follow is created with the request's options and,
 * as Api::V1::FollowRequestsController#authorize does, the owner gets a `follow` notification.
 * https://github.com/mastodon/mastodon/blob/main/app/controllers/api/v1/follow_requests_controller.rb
 */
export function authorizeFollowRequest(instance: Instance, ownerId: string, requesterId: string): void {
  const { db } = instance;
  const request = findFollow(db, 'follow_requests', requesterId, ownerId);
  if (!request) throw notFound();
  db.transaction(() => {
    removeFollowRequest(instance, requesterId, ownerId);
    if (!findFollow(db, 'follows', requesterId, ownerId)) {
      insertFollow(db, 'follows', {
        id: snowflake(instance.now()),
        account_id: requesterId,
        target_account_id: ownerId,
        show_reblogs: request.show_reblogs,
        notify: request.notify,
        created_at: instance.now().toISOString(),
      });
    }
  })();
  notify(instance, ownerId, requesterId, 'follow', null);
}

export function rejectFollowRequest(instance: Instance, ownerId: string, requesterId: string): void {
  if (!removeFollowRequest(instance, requesterId, ownerId)) throw notFound();
}
