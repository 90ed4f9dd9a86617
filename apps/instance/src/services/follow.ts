import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { exists, isBlocking, isDomainBlocking } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { ApiError, forbidden, notFound } from '../http/api-error';
import { notify } from './notify';

export interface FollowOptions {
  /** Show the account's boosts in the home feed; unchanged (or true for a new follow) when undefined. */
  reblogs?: boolean;
  /** Notify on each new post; unchanged (or false for a new follow) when undefined. */
  notify?: boolean;
}

interface FollowRow {
  id: string;
  show_reblogs: number;
  notify: number;
}

const findFollow = (instance: Instance, table: 'follows' | 'follow_requests', accountId: string, targetId: string): FollowRow | undefined =>
  instance.db
    .prepare<[string, string], FollowRow>(`SELECT id, show_reblogs, notify FROM ${table} WHERE account_id = ? AND target_account_id = ?`)
    .get(accountId, targetId);

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
    const existing = findFollow(instance, table, sourceId, target.id);
    if (!existing) continue;
    db.prepare(`UPDATE ${table} SET show_reblogs = ?, notify = ? WHERE id = ?`).run(
      options.reblogs === undefined ? existing.show_reblogs : Number(options.reblogs),
      options.notify === undefined ? existing.notify : Number(options.notify),
      existing.id,
    );
    return table === 'follows' ? 'following' : 'requested';
  }
  const table = target.locked === 1 ? 'follow_requests' : 'follows';
  db.prepare(`INSERT INTO ${table} (id, account_id, target_account_id, show_reblogs, notify, created_at) VALUES (?, ?, ?, ?, ?, ?)`).run(
    snowflake(instance.now()),
    sourceId,
    target.id,
    options.reblogs === false ? 0 : 1,
    options.notify === true ? 1 : 0,
    instance.now().toISOString(),
  );
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
  const removed = db.prepare('DELETE FROM follows WHERE account_id = ? AND target_account_id = ?').run(followerId, targetId).changes > 0;
  if (!removed) return false;
  db.prepare("DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND type = 'follow'").run(targetId, followerId);
  db.prepare('DELETE FROM endorsements WHERE account_id = ? AND target_account_id = ?').run(followerId, targetId);
  removeFromLists(instance, followerId, targetId);
  return true;
}

/** Deletes a pending request and the owner's follow_request notification about it. */
export function removeFollowRequest(instance: Instance, requesterId: string, targetId: string): boolean {
  const { db } = instance;
  const removed = db.prepare('DELETE FROM follow_requests WHERE account_id = ? AND target_account_id = ?').run(requesterId, targetId).changes > 0;
  if (removed) {
    db.prepare("DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND type = 'follow_request'").run(targetId, requesterId);
  }
  return removed;
}

/** Takes `accountId` out of every list `ownerId` keeps. */
export function removeFromLists(instance: Instance, ownerId: string, accountId: string): void {
  instance.db
    .prepare('DELETE FROM list_accounts WHERE account_id = ? AND list_id IN (SELECT id FROM lists WHERE account_id = ?)')
    .run(accountId, ownerId);
}

/**
 * The owner accepts `requesterId`'s request: the follow is created with the request's options and,
 * as Api::V1::FollowRequestsController#authorize does, the owner gets a `follow` notification.
 * https://github.com/mastodon/mastodon/blob/main/app/controllers/api/v1/follow_requests_controller.rb
 */
export function authorizeFollowRequest(instance: Instance, ownerId: string, requesterId: string): void {
  const { db } = instance;
  const request = findFollow(instance, 'follow_requests', requesterId, ownerId);
  if (!request) throw notFound();
  db.transaction(() => {
    removeFollowRequest(instance, requesterId, ownerId);
    if (!exists(db, 'SELECT 1 FROM follows WHERE account_id = ? AND target_account_id = ?', requesterId, ownerId)) {
      db.prepare('INSERT INTO follows (id, account_id, target_account_id, show_reblogs, notify, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        snowflake(instance.now()),
        requesterId,
        ownerId,
        request.show_reblogs,
        request.notify,
        instance.now().toISOString(),
      );
    }
  })();
  notify(instance, ownerId, requesterId, 'follow', null);
}

export function rejectFollowRequest(instance: Instance, ownerId: string, requesterId: string): void {
  if (!removeFollowRequest(instance, requesterId, ownerId)) throw notFound();
}
