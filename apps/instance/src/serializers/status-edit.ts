import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { distinct } from '../db/repositories/in-list';
import { pollsOfStatuses } from '../db/repositories/polls';
import { editsOfStatus, mediaByIds, type StatusEditRow } from '../db/repositories/status-edits';
import { mediaOfStatuses } from '../db/repositories/media';
import type { StatusRow } from '../db/rows';
import { serializeAccounts, type AccountJson } from './account';
import { loadEmojis, type EmojiJson } from './emojis';
import { serializeMedia, type MediaJson } from './media';

/** https://docs.joinmastodon.org/entities/StatusEdit/ (`poll` only when the revision had one, as REST::StatusEditSerializer). */
export interface StatusEditJson {
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  created_at: string;
  account: AccountJson;
  poll?: { options: { title: string }[] };
  media_attachments: MediaJson[];
  emojis: EmojiJson[];
}

/**
 * The revisions of a status, oldest first, the original included; a status never edited has one,
 * itself (Api::V1::Statuses::HistoriesController). Media an edit removed still show in the revisions
 * that had them, with the description they had then.
 */
export function serializeStatusHistory(instance: Instance, status: StatusRow): StatusEditJson[] {
  const { db } = instance;
  const stored = editsOfStatus(db, status.id);
  const edits = stored.length > 0 ? stored : [currentRevision(instance, status)];
  const revisions = edits.map((edit) => ({
    edit,
    mediaIds: jsonList(edit.media_ids).filter((id) => id !== null),
    descriptions: jsonList(edit.media_descriptions),
    pollOptions: edit.poll_options === null ? [] : jsonList(edit.poll_options).filter((title) => title !== null),
  }));
  const media = mediaByIds(db, revisions.flatMap((r) => r.mediaIds));
  const accounts = accountsByIds(db, distinct(edits.map((edit) => edit.account_id)));
  const accountJson = new Map(serializeAccounts(instance, [...accounts.values()]).map((json) => [json.id, json]));
  const emojis = loadEmojis(instance, edits.flatMap((edit) => [edit.text, edit.spoiler_text]));
  return revisions.flatMap(({ edit, mediaIds, descriptions, pollOptions }) => {
    const account = accountJson.get(edit.account_id);
    if (!account) return [];
    const json: StatusEditJson = {
      content: edit.content,
      spoiler_text: edit.spoiler_text,
      sensitive: edit.sensitive === 1,
      created_at: edit.created_at,
      account,
      media_attachments: mediaIds.flatMap((id, index) => {
        const row = media.get(id);
        return row ? [{ ...serializeMedia(instance, row), description: descriptions[index] ?? null }] : [];
      }),
      emojis: emojis(edit.text, edit.spoiler_text),
    };
    if (pollOptions.length > 0) json.poll = { options: pollOptions.map((title) => ({ title })) };
    return [json];
  });
}

/** The status as it stands, as the one revision of a status never edited. */
function currentRevision(instance: Instance, status: StatusRow): StatusEditRow {
  const media = mediaOfStatuses(instance.db, [status.id]).get(status.id) ?? [];
  return {
    id: status.id,
    status_id: status.id,
    account_id: status.account_id,
    text: status.text,
    content: status.content,
    spoiler_text: status.spoiler_text,
    sensitive: status.sensitive,
    media_ids: JSON.stringify(media.map((m) => m.id)),
    media_descriptions: JSON.stringify(media.map((m) => m.description)),
    poll_options: pollsOfStatuses(instance.db, [status.id]).get(status.id)?.options ?? null,
    created_at: status.edited_at ?? status.created_at,
  };
}

/** A stored JSON array's strings (anything else as null). */
function jsonList(json: string): (string | null)[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : null)) : [];
}
