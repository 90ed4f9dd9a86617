import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import type { StatusRow } from '../db/rows';

/**
 * Streams a new (or edited) status to every channel that shows it, as Mastodon's FanOutOnWriteService:
 * the author's and followers' home streams, lists containing the author, mentioned accounts, and
 * for public posts the public, local and hashtag streams. Each connection then checks visibility
 * and its own blocks and mutes before sending.
 */
export function distributeStatus(instance: Instance, status: StatusRow, event: 'update' | 'status.update' = 'update'): void {
  const { db, hub } = instance;
  const message = { kind: 'status', event, statusId: status.id } as const;
  const author = findAccount(db, status.account_id);
  const channels = new Set<string>([`timeline:${status.account_id}`]);

  const mentioned = db.prepare<[string], { account_id: string }>('SELECT account_id FROM mentions WHERE status_id = ?').all(status.id);
  if (status.visibility === 'direct') {
    for (const { account_id } of mentioned) channels.add(`timeline:direct:${account_id}`);
    channels.add(`timeline:direct:${status.account_id}`);
  } else {
    const followers = db
      .prepare<[string], { account_id: string; show_reblogs: number }>('SELECT account_id, show_reblogs FROM follows WHERE target_account_id = ?')
      .all(status.account_id);
    for (const follower of followers) if (!status.reblog_of_id || follower.show_reblogs === 1) channels.add(`timeline:${follower.account_id}`);
    const lists = db
      .prepare<[string], { list_id: string }>('SELECT list_id FROM list_accounts WHERE account_id = ?')
      .all(status.account_id);
    for (const { list_id } of lists) channels.add(`timeline:list:${list_id}`);
  }
  for (const { account_id } of mentioned) if (status.visibility !== 'direct') channels.add(`timeline:${account_id}`);

  if (status.visibility === 'public' && !status.reblog_of_id) {
    const local = author?.domain === null;
    const hasMedia = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM media_attachments WHERE status_id = ?').get(status.id)?.n ?? 0;
    channels.add('timeline:public');
    if (local) channels.add('timeline:public:local');
    if (hasMedia > 0) {
      channels.add('timeline:public:media');
      if (local) channels.add('timeline:public:local:media');
    }
    const tags = db.prepare<[string], { name: string }>('SELECT name FROM status_tags WHERE status_id = ?').all(status.id);
    for (const { name } of tags) {
      channels.add(`timeline:hashtag:${name}`);
      if (local) channels.add(`timeline:hashtag:${name}:local`);
    }
  }
  for (const channel of channels) hub.publish(channel, message);
}

/** Tells the public streams and the given accounts' home streams that a status is gone. */
export function distributeDelete(instance: Instance, statusId: string, accountIds: readonly string[]): void {
  const channels = new Set(['timeline:public', 'timeline:public:local', 'timeline:public:media', 'timeline:public:local:media']);
  for (const id of accountIds) channels.add(`timeline:${id}`);
  for (const channel of channels) instance.hub.publish(channel, { kind: 'delete', statusId });
}
