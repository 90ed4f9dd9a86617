import type { Instance } from '../context';
import { findAccount, findStatus, isBlocking, isFollowing, isMuting } from '../db/queries';
import { hasListMember, inExclusiveListOf, listRepliesPolicy } from '../db/repositories/lists';
import { mentionedAccountIds } from '../db/repositories/mentions';
import { followsTagOfStatus } from '../db/repositories/tag-follows';
import type { StatusRow } from '../db/rows';
import { isHiddenFrom, isShownTo } from '../policies/hidden-accounts';
import type { ResolvedStream } from './streams';

const mentionedIds = (instance: Instance, statusId: string): string[] => mentionedAccountIds(instance.db, statusId);

/**
 * Whether a status (new or edited) goes to the viewer on this stream. As Mastodon: the viewer may
 * see it (and a boost's original); nothing by or boosting an account hidden from the viewer
 * (blocked, muted, blocking them, domain-blocked), nor mentioning one they block or mute
 * (streaming/index.js streamFrom, FeedManager#filter_from_home?). Per stream:
 * - public streams leave out replies to other accounts (FanOutOnWriteService#broadcast_to_public_streams!);
 * - the user stream is the home feed (services/home-feed.ts): the viewer's own statuses and those of
 *   accounts they follow (not in an exclusive list), without replies to accounts they do not follow;
 * - list streams apply the list's replies policy (FeedManager#filter_from_list?).
 */
export function shouldDeliverStatus(instance: Instance, viewerId: string, status: StatusRow, stream: ResolvedStream): boolean {
  const { db } = instance;
  const original = status.reblog_of_id ? findStatus(db, status.reblog_of_id) : undefined;
  if (status.reblog_of_id && !original) return false;
  if (!isShownTo(instance, status, viewerId, original)) return false;

  if (stream.kind === 'public') {
    if (status.in_reply_to_account_id !== null && status.in_reply_to_account_id !== status.account_id) return false;
    if (stream.remoteOnly && findAccount(db, status.account_id)?.domain === null) return false;
  }
  if (status.account_id === viewerId) return true;
  if (original && original.account_id !== viewerId && isHiddenFrom(instance, original.account_id, viewerId)) return false;

  const now = instance.now().toISOString();
  const mentioned = new Set([...mentionedIds(instance, status.id), ...(original ? mentionedIds(instance, original.id) : [])]);
  mentioned.delete(viewerId);
  for (const accountId of mentioned) {
    if (isBlocking(db, viewerId, accountId) || isMuting(db, viewerId, accountId, now)) return false;
  }

  const target = original ?? status;
  switch (stream.kind) {
    case 'user':
      return homeAccepts(instance, viewerId, status, target);
    case 'list':
      return listAccepts(instance, viewerId, stream.listId ?? '', target);
    default:
      return true;
  }
}

/** A status that is no reply to someone else, or a reply to the viewer or to someone they follow. */
function homeAccepts(instance: Instance, viewerId: string, status: StatusRow, original: StatusRow): boolean {
  const { db } = instance;
  // A public status with a tag the viewer follows (FeedManager#filter_from_tags?, checked above).
  if (status.visibility === 'public' && !status.reblog_of_id && followsTagOfStatus(db, viewerId, status.id)) return true;
  if (!isFollowing(db, viewerId, status.account_id)) return false;
  if (inExclusiveListOf(db, viewerId, status.account_id)) return false;
  const target = original.in_reply_to_account_id;
  return target === null || target === original.account_id || target === viewerId || isFollowing(db, viewerId, target);
}

function listAccepts(instance: Instance, viewerId: string, listId: string, status: StatusRow): boolean {
  const repliesPolicy = listRepliesPolicy(instance.db, listId);
  if (repliesPolicy === undefined) return false;
  const target = status.in_reply_to_account_id;
  if (target === null || target === status.account_id || target === viewerId) return true;
  switch (repliesPolicy) {
    case 'none':
      return false;
    case 'followed':
      return isFollowing(instance.db, viewerId, target);
    default:
      return hasListMember(instance.db, listId, target);
  }
}
