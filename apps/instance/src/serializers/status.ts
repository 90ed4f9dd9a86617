import type { Instance } from '../context';
import { exists, findAccount, findStatus } from '../db/queries';
import type { MediaRow, PollRow, StatusRow } from '../db/rows';
import { serializeAccount, type AccountJson } from './account';
import { emojisIn, type EmojiJson } from './emojis';
import { serializeMedia, type MediaJson } from './media';
import { serializePoll, type PollJson } from './poll';
import { accountUrl, acctOf } from './urls';

export interface StatusJson {
  id: string;
  created_at: string;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  sensitive: boolean;
  spoiler_text: string;
  visibility: string;
  language: string | null;
  uri: string;
  url: string | null;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  edited_at: string | null;
  favourited?: boolean;
  reblogged?: boolean;
  muted?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  content: string;
  text?: string;
  filtered: unknown[];
  reblog: StatusJson | null;
  application: { name: string; website: string | null } | null;
  account: AccountJson;
  media_attachments: MediaJson[];
  mentions: { id: string; username: string; url: string; acct: string }[];
  tags: { name: string; url: string }[];
  emojis: EmojiJson[];
  card: unknown;
  poll: PollJson | null;
}

const countOf = (instance: Instance, sql: string, id: string): number =>
  instance.db.prepare<[string], { n: number }>(sql).get(id)?.n ?? 0;

/** A status as `viewerId` sees it (the viewer's favourite, boost, bookmark, mute and pin flags). */
export function serializeStatus(instance: Instance, status: StatusRow, viewerId: string | null, options: { withSource?: boolean } = {}): StatusJson {
  const { db } = instance;
  const author = findAccount(db, status.account_id);
  if (!author) throw new Error(`status ${status.id} has no account`);
  const original = status.reblog_of_id ? findStatus(db, status.reblog_of_id) : undefined;
  const media = db.prepare<[string], MediaRow>('SELECT * FROM media_attachments WHERE status_id = ? ORDER BY position').all(status.id);
  const poll = db.prepare<[string], PollRow>('SELECT * FROM polls WHERE status_id = ?').get(status.id);
  const mentions = db
    .prepare<[string], { id: string; username: string; domain: string | null; url: string | null }>(
      'SELECT a.id, a.username, a.domain, a.url FROM mentions m JOIN accounts a ON a.id = m.account_id WHERE m.status_id = ?',
    )
    .all(status.id);
  const tags = db.prepare<[string], { name: string }>('SELECT name FROM status_tags WHERE status_id = ?').all(status.id);
  const application = status.application_id
    ? db.prepare<[string], { name: string; website: string | null }>('SELECT name, website FROM oauth_applications WHERE id = ?').get(status.application_id)
    : undefined;
  const flag = (sql: string): boolean | undefined => (viewerId === null ? undefined : exists(db, sql, viewerId, status.id));

  const json: StatusJson = {
    id: status.id,
    created_at: status.created_at,
    in_reply_to_id: status.in_reply_to_id,
    in_reply_to_account_id: status.in_reply_to_account_id,
    sensitive: status.sensitive === 1,
    spoiler_text: status.spoiler_text,
    visibility: status.visibility,
    language: status.language,
    uri: status.uri,
    url: status.url,
    replies_count: countOf(instance, 'SELECT count(*) AS n FROM statuses WHERE in_reply_to_id = ?', status.id),
    reblogs_count: countOf(instance, 'SELECT count(*) AS n FROM statuses WHERE reblog_of_id = ?', status.id),
    favourites_count: countOf(instance, 'SELECT count(*) AS n FROM favourites WHERE status_id = ?', status.id),
    edited_at: status.edited_at,
    content: status.content,
    filtered: [],
    reblog: original ? serializeStatus(instance, original, viewerId) : null,
    application: application ? { name: application.name, website: application.website } : null,
    account: serializeAccount(instance, author),
    media_attachments: media.map((row) => serializeMedia(instance, row)),
    mentions: mentions.map((m) => ({ id: m.id, username: m.username, url: accountUrl(instance, m), acct: acctOf(m) })),
    tags: tags.map((t) => ({ name: t.name, url: `${instance.config.baseUrl}/tags/${encodeURIComponent(t.name)}` })),
    emojis: emojisIn(instance, status.text, status.spoiler_text),
    card: status.card ? (JSON.parse(status.card) as unknown) : null,
    poll: poll ? serializePoll(instance, poll, viewerId) : null,
  };
  if (viewerId !== null) {
    json.favourited = flag('SELECT 1 FROM favourites WHERE account_id = ? AND status_id = ?');
    json.reblogged = flag('SELECT 1 FROM statuses WHERE account_id = ? AND reblog_of_id = ?');
    json.bookmarked = flag('SELECT 1 FROM bookmarks WHERE account_id = ? AND status_id = ?');
    json.muted = exists(db, 'SELECT 1 FROM conversation_mutes WHERE account_id = ? AND conversation_id = ?', viewerId, status.conversation_id);
    if (viewerId === status.account_id) json.pinned = flag('SELECT 1 FROM status_pins WHERE account_id = ? AND status_id = ?');
  }
  if (options.withSource) json.text = status.text;
  return json;
}
