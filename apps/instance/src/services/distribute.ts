import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { followersWithReblogs } from '../db/repositories/follows';
import { listIdsWithMember } from '../db/repositories/lists';
import { mediaOfStatuses } from '../db/repositories/media';
import { mentionsOfStatuses } from '../db/repositories/mentions';
import { tagFollowerIds } from '../db/repositories/tag-follows';
import { tagsOfStatuses } from '../db/repositories/tags';
import { isLimited } from '../policies/moderation';

/**
 * Streams a new (or edited) status to every channel that shows it, as Mastodon's FanOutOnWriteService:
 * the author's and followers' home streams, lists containing the author, mentioned accounts, and
 * for public posts the public, local and hashtag streams and the home streams of the tags'
 * followers. Each connection then checks visibility and its own blocks and mutes before sending.
 */
export function distributeStatus(instance: Instance, status: StatusRow, event: 'update' | 'status.update' = 'update'): void {
  const { db, hub } = instance;
  const message = { kind: 'status', event, statusId: status.id } as const;
  const author = findAccount(db, status.account_id);
  const channels = new Set<string>([`timeline:${status.account_id}`]);

  const mentioned = (mentionsOfStatuses(db, [status.id]).get(status.id) ?? []).map((account) => account.id);
  if (status.visibility === 'direct') {
    for (const accountId of mentioned) channels.add(`timeline:direct:${accountId}`);
    channels.add(`timeline:direct:${status.account_id}`);
  } else {
    for (const follower of followersWithReblogs(db, status.account_id)) if (!status.reblog_of_id || follower.show_reblogs === 1) channels.add(`timeline:${follower.account_id}`);
    for (const listId of listIdsWithMember(db, status.account_id)) channels.add(`timeline:list:${listId}`);
  }
  for (const accountId of mentioned) if (status.visibility !== 'direct') channels.add(`timeline:${accountId}`);

  // A limited account's posts stay off the public streams (FanOutOnWriteService#broadcastable?).
  if (status.visibility === 'public' && !status.reblog_of_id && !(author && isLimited(author))) {
    const local = author?.domain === null;
    const hasMedia = (mediaOfStatuses(db, [status.id]).get(status.id) ?? []).length;
    channels.add('timeline:public');
    if (local) channels.add('timeline:public:local');
    if (hasMedia > 0) {
      channels.add('timeline:public:media');
      if (local) channels.add('timeline:public:local:media');
    }
    const tags = tagsOfStatuses(db, [status.id]).get(status.id) ?? [];
    for (const name of tags) {
      channels.add(`timeline:hashtag:${name}`);
      if (local) channels.add(`timeline:hashtag:${name}:local`);
    }
    for (const accountId of tagFollowerIds(db, tags)) channels.add(`timeline:${accountId}`);
  }
  for (const channel of channels) hub.publish(channel, message);
}

/** Tells the public streams and the given accounts' home streams that a status is gone. */
export function distributeDelete(instance: Instance, statusId: string, accountIds: readonly string[]): void {
  const channels = new Set(['timeline:public', 'timeline:public:local', 'timeline:public:media', 'timeline:public:local:media']);
  for (const id of accountIds) channels.add(`timeline:${id}`);
  for (const channel of channels) instance.hub.publish(channel, { kind: 'delete', statusId });
}
