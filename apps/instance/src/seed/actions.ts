import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount, findStatus, isFollowing } from '../db/queries';
import { addFollow, bellFollowerIds, deleteFollow, requestFollowIfAbsent } from '../db/repositories/follows';
import { addNotification, hasStatusNotification } from '../db/repositories/notifications';
import { hasVoted, insertVotesIfAbsent, markPollEndNotified, pollStatusAndAuthor, voterIdsInOrder } from '../db/repositories/polls';
import { addMarkIfAbsent } from '../db/repositories/status-marks';
import { hasReblogged, setStatusUris } from '../db/repositories/statuses';
import type { StatusRow } from '../db/rows';
import { canSeeStatus } from '../policies/visibility';
import { notify } from '../services/notify';
import { postStatus, type PostStatusInput } from '../services/post-status';
import { reblog as boost } from '../services/reblog';

// What the seeded accounts do, written straight to the schema with the notifications and streaming
// the API would cause. Shared by the seed (on a back-dated clock) and the --simulate loop (real time).

/** Posts through postStatus, then tells followers who rang the bell (Mastodon's `status` notification). */
export function post(instance: Instance, authorId: string, input: PostStatusInput): StatusRow {
  const status = postStatus(instance, authorId, input);
  const author = findAccount(instance.db, authorId);
  if (author?.domain) {
    // A remote account's status has its home server's URLs, as if it had been fetched from there.
    const uri = `https://${author.domain}/users/${author.username}/statuses/${status.id}`;
    const url = `https://${author.domain}/@${author.username}/${status.id}`;
    setStatusUris(instance.db, status.id, uri, url);
    status.uri = uri;
    status.url = url;
  }
  if (status.visibility !== 'direct' && status.in_reply_to_id === null) {
    for (const accountId of bellFollowerIds(instance.db, authorId)) {
      if (!hasStatusNotification(instance.db, accountId, status.id)) notify(instance, accountId, authorId, 'status', status.id);
    }
  }
  return status;
}

export function favourite(instance: Instance, accountId: string, statusId: string): boolean {
  const status = findStatus(instance.db, statusId);
  if (!status || status.reblog_of_id || !canSeeStatus(instance, status, accountId)) return false;
  const now = instance.now();
  const inserted = addMarkIfAbsent(instance.db, 'favourites', { id: snowflake(now), account_id: accountId, status_id: statusId, created_at: now.toISOString() });
  if (!inserted) return false;
  notify(instance, status.account_id, accountId, 'favourite', statusId);
  return true;
}

/**
 * A boost through the API's own service, skipped (null) where the API would refuse it or the seed
 * has no use for it: a boost of a boost, of one's own status, of a non-public status, or a second one.
 */
export function reblog(instance: Instance, accountId: string, statusId: string): StatusRow | null {
  const { db } = instance;
  const original = findStatus(db, statusId);
  const account = findAccount(db, accountId);
  if (!original || !account || original.reblog_of_id || original.account_id === accountId) return null;
  if (original.visibility !== 'public' && original.visibility !== 'unlisted') return null;
  if (hasReblogged(db, accountId, statusId)) return null;
  const row = boost(instance, accountId, original, original.visibility);
  if (account.domain) {
    // A remote account's boost has its home server's activity URL, as if fetched from there.
    const activity = `https://${account.domain}/users/${account.username}/statuses/${row.id}/activity`;
    setStatusUris(db, row.id, activity, activity);
    row.uri = activity;
    row.url = activity;
  }
  return row;
}

/**
 * Follows `targetId`, or asks to when the target is locked (`force` follows anyway, as if approved;
 * `request` asks even when it is not, as a remote server may). Returns what happened.
 */
export function follow(
  instance: Instance,
  accountId: string,
  targetId: string,
  options: { bell?: boolean; force?: boolean; request?: boolean } = {},
): 'following' | 'requested' | 'unchanged' {
  const { db } = instance;
  const target = findAccount(db, targetId);
  if (!target || accountId === targetId) return 'unchanged';
  if (isFollowing(db, accountId, targetId)) return 'unchanged';
  const now = instance.now();
  if ((target.locked === 1 && !options.force) || options.request) {
    const requested = requestFollowIfAbsent(db, {
      id: snowflake(now),
      account_id: accountId,
      target_account_id: targetId,
      notify: options.bell ? 1 : 0,
      created_at: now.toISOString(),
    });
    if (requested) notify(instance, targetId, accountId, 'follow_request', null);
    return requested ? 'requested' : 'unchanged';
  }
  addFollow(db, { id: snowflake(now), account_id: accountId, target_account_id: targetId, notify: options.bell ? 1 : 0, created_at: now.toISOString() });
  deleteFollow(db, 'follow_requests', accountId, targetId);
  notify(instance, targetId, accountId, 'follow', null);
  return 'following';
}

/** Votes in a poll (choices are option indexes); ignores a second vote by the same account. */
export function vote(instance: Instance, accountId: string, pollId: string, choices: readonly number[]): void {
  const { db } = instance;
  if (hasVoted(db, pollId, accountId)) return;
  const now = instance.now();
  insertVotesIfAbsent(
    db,
    choices.map((choice) => ({ id: snowflake(now), poll_id: pollId, account_id: accountId, choice, created_at: now.toISOString() })),
  );
}

/**
 * Tells the voters and the (local) author that a poll ended, as Mastodon's PollExpirationNotifyWorker,
 * and marks it so the server's own sweep does not tell them again. notify() skips notifications
 * from oneself, so the author's is written here.
 */
export function notifyPollEnded(instance: Instance, pollId: string): void {
  const { db } = instance;
  const poll = pollStatusAndAuthor(db, pollId);
  if (!poll) return;
  for (const voterId of voterIdsInOrder(db, pollId)) notify(instance, voterId, poll.account_id, 'poll', poll.status_id);
  if (findAccount(db, poll.account_id)?.domain === null) {
    const now = instance.now();
    addNotification(db, {
      id: snowflake(now),
      account_id: poll.account_id,
      from_account_id: poll.account_id,
      type: 'poll',
      status_id: poll.status_id,
      created_at: now.toISOString(),
    });
  }
  markPollEndNotified(db, pollId);
}

export function bookmark(instance: Instance, accountId: string, statusId: string): void {
  const now = instance.now();
  addMarkIfAbsent(instance.db, 'bookmarks', { id: snowflake(now), account_id: accountId, status_id: statusId, created_at: now.toISOString() });
}

export function pin(instance: Instance, accountId: string, statusId: string): void {
  const now = instance.now();
  addMarkIfAbsent(instance.db, 'status_pins', { id: snowflake(now), account_id: accountId, status_id: statusId, created_at: now.toISOString() });
}
