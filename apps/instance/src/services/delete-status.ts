import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { deleteAccountConversation, latestDirectStatusFor, orphanedConversations, setConversationLastStatus } from '../db/repositories/conversations';
import { followerIds } from '../db/repositories/follows';
import { listIdsWithMember } from '../db/repositories/lists';
import { detachMedia, mediaOfStatuses } from '../db/repositories/media';
import { mentionsOfStatuses } from '../db/repositories/mentions';
import { deleteStatusAndReblogs, reblogsOf } from '../db/repositories/statuses';
import { tagsOfStatuses } from '../db/repositories/tags';
import type { MediaRow, StatusRow } from '../db/rows';
import { distributeDelete } from './distribute';

/**
 * Deletes a status and its boosts, as Mastodon's RemoveStatusService, and tells the streams of
 * everyone who may have it (author, followers, mentioned; for each boost, the booster and theirs).
 * With `keepMedia` (delete-and-redraft) the attachments are detached rather than deleted, so the
 * redraft can post them again. https://github.com/mastodon/mastodon/blob/main/app/services/remove_status_service.rb
 */
export function deleteStatus(instance: Instance, status: StatusRow, options: { keepMedia?: boolean } = {}): void {
  const { db } = instance;
  const reblogs = reblogsOf(db, status.id);
  const audiences = [status, ...reblogs].map((row) => ({ id: row.id, accounts: audienceOf(instance, row), channels: otherChannelsOf(instance, row) }));
  const media = mediaOfStatuses(db, [status.id]).get(status.id) ?? [];

  db.transaction(() => {
    if (options.keepMedia) detachMedia(db, status.id);
    deleteStatusAndReblogs(db, status.id);
    if (status.visibility === 'direct') repairConversations(instance, status.conversation_id);
  })();

  if (!options.keepMedia) removeFiles(instance, media);
  for (const { id, accounts, channels } of audiences) {
    distributeDelete(instance, id, accounts);
    for (const channel of channels) instance.hub.publish(channel, { kind: 'delete', statusId: id });
  }
}

/** The list, hashtag and direct streams that may show a status (RemoveStatusService does the same). */
function otherChannelsOf(instance: Instance, status: StatusRow): string[] {
  const { db } = instance;
  const channels = listIdsWithMember(db, status.account_id).map((listId) => `timeline:list:${listId}`);
  const local = findAccount(db, status.account_id)?.domain === null;
  for (const name of tagsOfStatuses(db, [status.id]).get(status.id) ?? []) {
    channels.push(`timeline:hashtag:${name}`);
    if (local) channels.push(`timeline:hashtag:${name}:local`);
  }
  if (status.visibility === 'direct') {
    const mentioned = mentionsOfStatuses(db, [status.id]).get(status.id) ?? [];
    for (const id of [status.account_id, ...mentioned.map((account) => account.id)]) channels.push(`timeline:direct:${id}`);
  }
  return channels;
}

function audienceOf(instance: Instance, status: StatusRow): string[] {
  const { db } = instance;
  const mentioned = (mentionsOfStatuses(db, [status.id]).get(status.id) ?? []).map((account) => account.id);
  return [...new Set([status.account_id, ...followerIds(db, status.account_id), ...mentioned])];
}

/**
 * Conversations whose last status was the deleted one fall back to the newest direct status left
 * in the thread that the participant wrote or was mentioned in; with none left they go away.
 */
function repairConversations(instance: Instance, conversationId: string): void {
  const { db } = instance;
  for (const orphan of orphanedConversations(db, conversationId)) {
    const latest = latestDirectStatusFor(db, conversationId, orphan.account_id);
    if (latest) setConversationLastStatus(db, orphan.id, latest);
    else deleteAccountConversation(db, orphan.id);
  }
}

function removeFiles(instance: Instance, media: readonly MediaRow[]): void {
  const root = path.resolve(instance.config.mediaDir);
  for (const row of media) {
    for (const file of [row.file_path, row.preview_path]) {
      if (!file) continue;
      const full = path.resolve(root, file);
      if (full.startsWith(root + path.sep)) rmSync(full, { force: true });
    }
  }
}
