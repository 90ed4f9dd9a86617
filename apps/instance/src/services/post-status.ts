import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount, findAccountByHandle, findStatus, insertStatus } from '../db/queries';
import type { MediaRow, StatusRow } from '../db/rows';
import { ApiError, notFound, unprocessable } from '../http/api-error';
import { canSeeStatus } from '../policies/visibility';
import { renderOptions } from '../serializers/mention-links';
import { statusLength } from '../text/count';
import { extractHashtags, extractMentions } from '../text/extract';
import { renderStatusHtml } from '../text/render';
import { updateConversations } from './conversations';
import { distributeStatus } from './distribute';
import { notify } from './notify';
import { checkDirectQuote, notifyQuote, quotableStatus, recordQuote, visibilityQuoting } from './quotes';
import type { QuotePolicy } from '../db/repositories/quotes';
import { attachMedia, findOwnMedia } from '../db/repositories/media';
import { insertMentions } from '../db/repositories/mentions';
import { insertPoll } from '../db/repositories/polls';
import { insertStatusTags } from '../db/repositories/tags';

export const LIMITS = {
  maxCharacters: 500,
  charactersReservedPerUrl: 23,
  maxMediaAttachments: 4,
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
  pollMinExpiration: 300,
  pollMaxExpiration: 2_629_746,
} as const;

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';
export const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

export interface PostStatusInput {
  text: string;
  spoilerText?: string;
  sensitive?: boolean;
  visibility?: Visibility;
  language?: string | null;
  inReplyToId?: string | null;
  mediaIds?: readonly string[];
  poll?: { options: readonly string[]; expiresIn: number; multiple?: boolean; hideTotals?: boolean } | null;
  applicationId?: string | null;
  /** The seed back-dates statuses; the API always posts now. */
  createdAt?: Date;
  card?: Record<string, unknown> | null;
  /** The status to quote (Mastodon 4.5), and who may quote this one (null: the account default, public). */
  quotedStatusId?: string | null;
  quoteApprovalPolicy?: QuotePolicy | null;
  /** Only validate (nothing is written or sent): a status being scheduled, as PostStatusService#schedule_status! does. */
  checkOnly?: boolean;
}

/**
 * Validates and creates a status as Mastodon's PostStatusService does, then notifies the mentioned
 * and streams it. Throws 422 (validation) or 404 (a reply to what the author cannot see).
 */
export function postStatus(instance: Instance, authorId: string, input: PostStatusInput): StatusRow {
  const { db } = instance;
  const author = findAccount(db, authorId);
  if (!author) throw notFound();
  const text = input.text ?? '';
  const spoilerText = input.spoilerText ?? '';
  const mediaIds = [...new Set(input.mediaIds ?? [])];
  const createdAt = input.createdAt ?? instance.now();

  checkStatusContent(text, spoilerText, mediaIds.length, input.poll ?? null);
  const media = usableMedia(instance, authorId, mediaIds, null);

  let parent: StatusRow | undefined;
  if (input.inReplyToId) {
    parent = findStatus(db, input.inReplyToId);
    if (!parent || parent.reblog_of_id || !canSeeStatus(instance, parent, authorId)) throw notFound();
  }

  const quoted = input.quotedStatusId ? quotableStatus(instance, authorId, input.quotedStatusId) : undefined;
  const visibility = visibilityQuoting(
    quoted,
    input.visibility ?? (VISIBILITIES.includes(author.source_privacy as Visibility) ? (author.source_privacy as Visibility) : 'public'),
  );
  const id = snowflake(createdAt);
  const mentions = resolveMentions(instance, text, authorId);
  checkDirectQuote(quoted, visibility, authorId, mentions);
  const base = instance.config.baseUrl;
  const row: StatusRow = {
    id,
    account_id: authorId,
    uri: `${base}/users/${author.username}/statuses/${id}`,
    url: `${base}/@${author.username}/${id}`,
    text,
    content: renderStatusHtml(text, renderOptions(instance)),
    spoiler_text: spoilerText,
    sensitive: input.sensitive || spoilerText.length > 0 ? 1 : 0,
    visibility,
    language: input.language ?? 'en',
    in_reply_to_id: parent?.id ?? null,
    in_reply_to_account_id: parent?.account_id ?? null,
    reblog_of_id: null,
    conversation_id: parent?.conversation_id ?? id,
    application_id: input.applicationId ?? null,
    card: input.card ? JSON.stringify(input.card) : null,
    created_at: createdAt.toISOString(),
    edited_at: null,
  };
  if (input.checkOnly) return row;

  db.transaction(() => {
    insertStatus(db, row);
    insertMentions(db, id, mentions);
    insertStatusTags(db, id, extractHashtags(text));
    attachMedia(db, id, media.map((m) => m.id));
    if (input.poll) {
      insertPoll(db, {
        id: snowflake(createdAt),
        status_id: id,
        account_id: authorId,
        options: JSON.stringify(input.poll.options),
        multiple: input.poll.multiple ? 1 : 0,
        hide_totals: input.poll.hideTotals ? 1 : 0,
        expires_at: new Date(createdAt.getTime() + input.poll.expiresIn * 1000).toISOString(),
        created_at: row.created_at,
      });
    }
    recordQuote(instance, row, quoted, input.quoteApprovalPolicy ?? null);
  })();

  for (const accountId of mentions) notify(instance, accountId, authorId, 'mention', id);
  notifyQuote(instance, row);
  if (visibility === 'direct') updateConversations(instance, row, mentions);
  distributeStatus(instance, row);
  return row;
}

/**
 * What every status must satisfy, posted or edited (Mastodon's StatusLengthValidator, PollValidator,
 * media limits): text or media or a poll, the character limit, at most 4 attachments and not with a poll.
 */
export function checkStatusContent(text: string, spoilerText: string, mediaCount: number, poll: PostStatusInput['poll']): void {
  if (mediaCount > LIMITS.maxMediaAttachments) throw unprocessable('Too many media attachments', { media_ids: [{ error: 'ERR_TOO_MANY' }] });
  if (poll && mediaCount > 0) throw unprocessable('Cannot attach files to a post with a poll');
  if (text.trim() === '' && mediaCount === 0 && !poll) throw unprocessable("Text can't be blank", { text: [{ error: 'ERR_BLANK' }] });
  if (statusLength(text, spoilerText) > LIMITS.maxCharacters) {
    throw unprocessable(`Text character limit of ${LIMITS.maxCharacters} exceeded`, { text: [{ error: 'ERR_TOO_LONG' }] });
  }
  if (poll) validatePoll(poll);
}

/**
 * The author's processed attachments, in the order given: each must be on no status but `statusId`,
 * the one being edited, else 422. Media held by a scheduled status may be taken, as Mastodon's
 * PostStatusService#validate_media! (`status_id: nil` only) lets a client write a scheduled post again.
 */
export function usableMedia(instance: Instance, authorId: string, mediaIds: readonly string[], statusId: string | null): MediaRow[] {
  return mediaIds.map((id) => {
    const row = findOwnMedia(instance.db, id, authorId);
    if (!row || (row.status_id !== null && row.status_id !== statusId)) {
      throw unprocessable('Media attachments are invalid', { media_ids: [{ error: 'ERR_INVALID' }] });
    }
    if (row.file_path === null) throw new ApiError(422, 'Cannot attach files that have not finished processing. Try again in a moment!');
    return row;
  });
}

function validatePoll(poll: NonNullable<PostStatusInput['poll']>): void {
  const options = poll.options;
  if (options.length < 2) throw unprocessable('Poll must have at least 2 options');
  if (options.length > LIMITS.pollMaxOptions) throw unprocessable(`Poll can't have more than ${LIMITS.pollMaxOptions} options`);
  if (options.some((o) => o.trim() === '')) throw unprocessable("Poll options can't be blank");
  if (options.some((o) => [...o].length > LIMITS.pollMaxCharactersPerOption)) {
    throw unprocessable(`Poll options can't be longer than ${LIMITS.pollMaxCharactersPerOption} characters`);
  }
  if (new Set(options).size !== options.length) throw unprocessable('Poll options must be unique');
  if (!Number.isFinite(poll.expiresIn) || poll.expiresIn < LIMITS.pollMinExpiration) throw unprocessable('Poll duration is too short');
  if (poll.expiresIn > LIMITS.pollMaxExpiration) throw unprocessable('Poll duration is too long');
}

/** Accounts mentioned by the text that exist here (local, or remote ones this server knows). */
export function resolveMentions(instance: Instance, text: string, authorId: string): string[] {
  const ids = new Set<string>();
  for (const mention of extractMentions(text)) {
    const domain = mention.domain === instance.config.domain ? null : mention.domain;
    const account = findAccountByHandle(instance.db, mention.username, domain);
    if (account) ids.add(account.id);
  }
  ids.delete(authorId);
  return [...ids];
}

