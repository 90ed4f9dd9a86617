import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findStatus } from '../db/queries';
import { attachMedia, mediaOfStatuses, updateMediaDescription, updateMediaFocus } from '../db/repositories/media';
import { mentionedAccountIds } from '../db/repositories/mentions';
import { insertPoll, pollsOfStatuses } from '../db/repositories/polls';
import type { QuotePolicy } from '../db/repositories/quotes';
import {
  clearStatusTags,
  deletePoll,
  detachMediaExcept,
  hasEdits,
  insertStatusEdit,
  localRebloggerIds,
  replaceMentions,
  updateEditedStatus,
  updatePoll,
  type StatusEditRow,
} from '../db/repositories/status-edits';
import { insertStatusTags } from '../db/repositories/tags';
import type { MediaRow, PollRow, StatusRow } from '../db/rows';
import { renderOptions } from '../serializers/mention-links';
import { extractHashtags } from '../text/extract';
import { renderStatusHtml } from '../text/render';
import { distributeStatus } from './distribute';
import { notify } from './notify';
import { checkStatusContent, resolveMentions, usableMedia, type PostStatusInput } from './post-status';
import { notifyQuotedUpdate, updateQuotePolicy } from './quotes';

export interface EditStatusInput {
  text: string;
  spoilerText: string;
  sensitive: boolean;
  /** null keeps the status's language. */
  language: string | null;
  /** The attachments as they should stand, in order: left out ones are removed. */
  mediaIds: readonly string[];
  /** New descriptions (null: none) and focal points of attachments the status keeps. */
  mediaAttributes: readonly { id: string; description: string | null | undefined; focus: { x: number; y: number } | undefined }[];
  /** The poll as it should stand; null removes it. */
  poll: PostStatusInput['poll'];
  quoteApprovalPolicy: QuotePolicy | null;
}

/**
 * Edits one's own status as Mastodon's UpdateStatusService: validated as a new post, the first edit
 * keeps the original as a revision, each edit adds one. Changing a poll's options or its
 * single/multiple choice drops its votes; the poll ends `expires_in` from now. An edit that changes
 * nothing is not recorded. Mentions, tags and the card follow the text; the status goes out again
 * as `status.update`, boosters get an `update` notification and newly mentioned accounts a mention.
 * https://github.com/mastodon/mastodon/blob/main/app/services/update_status_service.rb
 */
export function editStatus(instance: Instance, status: StatusRow, input: EditStatusInput): StatusRow {
  const { db } = instance;
  const now = instance.now();
  const mediaIds = [...new Set(input.mediaIds)];
  checkStatusContent(input.text, input.spoilerText, mediaIds.length, input.poll);
  const media = usableMedia(instance, status.account_id, mediaIds, status.id);

  const previousMedia = mediaOfStatuses(db, [status.id]).get(status.id) ?? [];
  const previousPoll = pollsOfStatuses(db, [status.id]).get(status.id);
  const attributes = new Map(input.mediaAttributes.map((entry) => [entry.id, entry]));
  const mediaChanged =
    previousMedia.map((m) => m.id).join() !== media.map((m) => m.id).join() ||
    media.some((m) => {
      const change = attributes.get(m.id);
      return (change?.description !== undefined && change.description !== m.description) || (change?.focus !== undefined && (change.focus.x !== m.focus_x || change.focus.y !== m.focus_y));
    });
  const poll = input.poll ? nextPoll(previousPoll, input.poll, now) : null;
  const pollChanged = poll ? poll.changed : previousPoll !== undefined;

  const fields = {
    text: input.text,
    content: input.text === status.text ? status.content : renderStatusHtml(input.text, renderOptions(instance)),
    spoiler_text: input.spoilerText,
    sensitive: input.sensitive || input.spoilerText.length > 0 ? 1 : 0,
    language: input.language ?? status.language,
    // Mastodon drops the preview card when the text changes and fetches a new one; none is fetched here.
    card: input.text === status.text ? status.card : null,
    edited_at: now.toISOString(),
  };
  const statusChanged =
    fields.text !== status.text || fields.spoiler_text !== status.spoiler_text || fields.sensitive !== status.sensitive || fields.language !== status.language;
  if (!statusChanged && !mediaChanged && !pollChanged) {
    if (input.quoteApprovalPolicy) updateQuotePolicy(instance, status, input.quoteApprovalPolicy);
    return status;
  }

  const previousMentions = new Set(mentionedAccountIds(db, status.id));
  const mentions = resolveMentions(instance, input.text, status.account_id);
  db.transaction(() => {
    if (!hasEdits(db, status.id)) insertStatusEdit(db, revision(status, status.created_at, previousMedia, previousPoll?.options ?? null));
    for (const m of media) {
      const change = attributes.get(m.id);
      if (change?.description !== undefined) updateMediaDescription(db, m.id, change.description);
      if (change?.focus) updateMediaFocus(db, m.id, change.focus);
    }
    detachMediaExcept(db, status.id, mediaIds);
    attachMedia(db, status.id, mediaIds);
    if (poll && previousPoll) updatePoll(db, { ...poll.row, id: previousPoll.id }, poll.resetVotes);
    else if (poll) insertPoll(db, { ...poll.row, id: snowflake(now), status_id: status.id, account_id: status.account_id, created_at: now.toISOString() });
    else if (previousPoll) deletePoll(db, previousPoll.id);
    updateEditedStatus(db, status.id, fields);
    replaceMentions(db, status.id, mentions);
    clearStatusTags(db, status.id);
    insertStatusTags(db, status.id, extractHashtags(input.text));
    const edited = { ...status, ...fields };
    insertStatusEdit(db, revision(edited, fields.edited_at, mediaOfStatuses(db, [status.id]).get(status.id) ?? [], poll ? poll.row.options : null));
  })();

  const edited = findStatus(db, status.id) ?? { ...status, ...fields };
  if (input.quoteApprovalPolicy) updateQuotePolicy(instance, edited, input.quoteApprovalPolicy);
  for (const accountId of mentions) if (!previousMentions.has(accountId)) notify(instance, accountId, status.account_id, 'mention', status.id);
  for (const accountId of localRebloggerIds(db, status.id)) notify(instance, accountId, status.account_id, 'update', status.id);
  notifyQuotedUpdate(instance, edited);
  distributeStatus(instance, edited, 'status.update');
  return edited;
}

interface NextPoll {
  row: Pick<PollRow, 'options' | 'multiple' | 'hide_totals' | 'expires_at'>;
  resetVotes: boolean;
  changed: boolean;
}

/** The poll an edit asks for, and whether its votes go (new options or choice type, as UpdateStatusService#update_poll!). */
function nextPoll(previous: PollRow | undefined, poll: NonNullable<PostStatusInput['poll']>, now: Date): NextPoll {
  const row = {
    options: JSON.stringify(poll.options),
    multiple: poll.multiple ? 1 : 0,
    hide_totals: poll.hideTotals ? 1 : 0,
    expires_at: new Date(now.getTime() + poll.expiresIn * 1000).toISOString(),
  };
  const resetVotes = previous !== undefined && (previous.options !== row.options || previous.multiple !== row.multiple);
  const changed = !previous || resetVotes || previous.hide_totals !== row.hide_totals || previous.expires_at !== row.expires_at;
  return { row, resetVotes, changed };
}

/** A revision of the status as it stands (Status#snapshot!). */
function revision(status: StatusRow, at: string, media: readonly MediaRow[], pollOptions: string | null): StatusEditRow {
  return {
    id: snowflake(new Date(at)),
    status_id: status.id,
    account_id: status.account_id,
    text: status.text,
    content: status.content,
    spoiler_text: status.spoiler_text,
    sensitive: status.sensitive,
    media_ids: JSON.stringify(media.map((m) => m.id)),
    media_descriptions: JSON.stringify(media.map((m) => m.description)),
    poll_options: pollOptions,
    created_at: at,
  };
}
