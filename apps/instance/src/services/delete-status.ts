import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Instance } from '../context';
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
  const reblogs = db.prepare<[string], StatusRow>('SELECT * FROM statuses WHERE reblog_of_id = ?').all(status.id);
  const audiences = [status, ...reblogs].map((row) => ({ id: row.id, accounts: audienceOf(instance, row), channels: otherChannelsOf(instance, row) }));
  const media = db.prepare<[string], MediaRow>('SELECT * FROM media_attachments WHERE status_id = ?').all(status.id);

  db.transaction(() => {
    if (options.keepMedia) db.prepare('UPDATE media_attachments SET status_id = NULL WHERE status_id = ?').run(status.id);
    db.prepare('DELETE FROM statuses WHERE reblog_of_id = ?').run(status.id);
    db.prepare('DELETE FROM statuses WHERE id = ?').run(status.id);
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
  const channels = db
    .prepare<[string], { list_id: string }>('SELECT list_id FROM list_accounts WHERE account_id = ?')
    .all(status.account_id)
    .map((row) => `timeline:list:${row.list_id}`);
  const local = db.prepare<[string], { domain: string | null }>('SELECT domain FROM accounts WHERE id = ?').get(status.account_id)?.domain === null;
  for (const { name } of db.prepare<[string], { name: string }>('SELECT name FROM status_tags WHERE status_id = ?').all(status.id)) {
    channels.push(`timeline:hashtag:${name}`);
    if (local) channels.push(`timeline:hashtag:${name}:local`);
  }
  if (status.visibility === 'direct') {
    const mentioned = db.prepare<[string], { account_id: string }>('SELECT account_id FROM mentions WHERE status_id = ?').all(status.id);
    for (const id of [status.account_id, ...mentioned.map((m) => m.account_id)]) channels.push(`timeline:direct:${id}`);
  }
  return channels;
}

function audienceOf(instance: Instance, status: StatusRow): string[] {
  const rows = instance.db
    .prepare<[string, string], { account_id: string }>(
      'SELECT account_id FROM follows WHERE target_account_id = ? UNION SELECT account_id FROM mentions WHERE status_id = ?',
    )
    .all(status.account_id, status.id);
  return [...new Set([status.account_id, ...rows.map((r) => r.account_id)])];
}

/**
 * Conversations whose last status was the deleted one fall back to the newest direct status left
 * in the thread that the participant wrote or was mentioned in; with none left they go away.
 */
function repairConversations(instance: Instance, conversationId: string): void {
  const { db } = instance;
  const orphans = db
    .prepare<[string], { id: string; account_id: string }>(
      'SELECT id, account_id FROM account_conversations WHERE conversation_id = ? AND last_status_id IS NULL',
    )
    .all(conversationId);
  for (const orphan of orphans) {
    const latest = db
      .prepare<[string, string, string], { id: string }>(
        `SELECT s.id FROM statuses s WHERE s.conversation_id = ? AND s.visibility = 'direct'
           AND (s.account_id = ? OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?))
         ORDER BY s.id DESC LIMIT 1`,
      )
      .get(conversationId, orphan.account_id, orphan.account_id);
    if (latest) db.prepare('UPDATE account_conversations SET last_status_id = ? WHERE id = ?').run(latest.id, orphan.id);
    else db.prepare('DELETE FROM account_conversations WHERE id = ?').run(orphan.id);
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
