import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { QUOTE_POLICIES } from '../policies/quotes';
import {
  countScheduled,
  deleteScheduledStatus,
  dueScheduledStatuses,
  insertScheduledStatus,
  setScheduledAt,
  type ScheduledStatusRow,
} from '../db/repositories/scheduled-statuses';
import { ApiError, unprocessable } from '../http/api-error';
import { postStatus, VISIBILITIES, type PostStatusInput } from './post-status';

/** ScheduledStatus' limits and PostStatusService::MIN_SCHEDULE_OFFSET. */
export const SCHEDULE_LIMITS = { minOffsetMs: 5 * 60 * 1000, total: 300, daily: 25 } as const;

/**
 * The stored post request (ScheduledStatus#params), read back with its types checked. The
 * visibility is the one the post would get when scheduled (the author's default if none was given).
 */
export const scheduledParams = z.object({
  text: z.string(),
  spoiler_text: z.string(),
  sensitive: z.boolean(),
  visibility: z.enum(VISIBILITIES),
  language: z.string().nullable(),
  in_reply_to_id: z.string().nullable(),
  media_ids: z.array(z.string()),
  poll: z.object({ options: z.array(z.string()), expires_in: z.number(), multiple: z.boolean(), hide_totals: z.boolean() }).nullable(),
  application_id: z.string().nullable(),
  quoted_status_id: z.string().nullable(),
  quote_approval_policy: z.enum(QUOTE_POLICIES).nullable(),
  idempotency: z.string().nullable(),
});
export type ScheduledParams = z.output<typeof scheduledParams>;

export function paramsOf(row: ScheduledStatusRow): ScheduledParams {
  return scheduledParams.parse(JSON.parse(row.params));
}

/**
 * Schedules a status for `at`, as PostStatusService#schedule_status!: the post is validated as if
 * posted now (text, media, poll, reply, quote), then the schedule (ScheduledStatus' validations).
 * Its media are held for it (a new schedule of the same media takes them over).
 */
export function scheduleStatus(instance: Instance, authorId: string, input: PostStatusInput, at: Date): ScheduledStatusRow {
  const checked = postStatus(instance, authorId, { ...input, checkOnly: true });
  checkSchedule(instance, authorId, at, null);
  const mediaIds = [...new Set(input.mediaIds ?? [])];
  const params: ScheduledParams = {
    text: input.text,
    spoiler_text: input.spoilerText ?? '',
    sensitive: input.sensitive ?? false,
    visibility: checked.visibility,
    language: input.language ?? null,
    in_reply_to_id: input.inReplyToId ?? null,
    media_ids: mediaIds,
    poll: input.poll
      ? { options: [...input.poll.options], expires_in: input.poll.expiresIn, multiple: input.poll.multiple ?? false, hide_totals: input.poll.hideTotals ?? false }
      : null,
    application_id: input.applicationId ?? null,
    quoted_status_id: input.quotedStatusId ?? null,
    quote_approval_policy: input.quoteApprovalPolicy ?? null,
    // Mastodon clears the key in what it stores (PostStatusService#scheduled_options).
    idempotency: null,
  };
  const row: ScheduledStatusRow = { id: snowflake(instance.now()), account_id: authorId, scheduled_at: at.toISOString(), params: JSON.stringify(params) };
  instance.db.transaction(() => insertScheduledStatus(instance.db, row, mediaIds))();
  return row;
}

/** Moves a scheduled status (PUT /api/v1/scheduled_statuses/:id), under the same rules as scheduling it. */
export function reschedule(instance: Instance, row: ScheduledStatusRow, at: Date): ScheduledStatusRow {
  checkSchedule(instance, row.account_id, at, row.id);
  setScheduledAt(instance.db, row.id, at.toISOString());
  return { ...row, scheduled_at: at.toISOString() };
}

/**
 * ScheduledStatus' validations, with Mastodon's messages: more than 5 minutes ahead, at most 300
 * scheduled and 25 on one (UTC) day. Unlike Mastodon, a status being moved does not count against
 * the limits itself (Mastodon's would refuse to move one of 25 within their day).
 */
function checkSchedule(instance: Instance, accountId: string, at: Date, exceptId: string | null): void {
  const errors: string[] = [];
  if (at.getTime() <= instance.now().getTime() + SCHEDULE_LIMITS.minOffsetMs) errors.push('Scheduled at date must be in the future');
  const counts = countScheduled(instance.db, accountId, at.toISOString().slice(0, 10), exceptId);
  if (counts.total >= SCHEDULE_LIMITS.total) errors.push(`You have exceeded the limit of ${SCHEDULE_LIMITS.total} scheduled posts`);
  if (counts.onDay >= SCHEDULE_LIMITS.daily) errors.push(`You have exceeded the limit of ${SCHEDULE_LIMITS.daily} scheduled posts for today`);
  if (errors.length > 0) throw unprocessable(errors.join(', '));
}

/**
 * Posts every scheduled status that is due, through postStatus (distribution, notifications,
 * streams), as Mastodon's PublishScheduledStatusWorker: the schedule goes first, releasing its
 * media to the post; a post that is no longer valid (its reply's status gone, say) is dropped.
 * Returns how many were posted.
 */
export function publishDueStatuses(instance: Instance): number {
  const { db } = instance;
  let published = 0;
  for (const row of dueScheduledStatuses(db, instance.now().toISOString())) {
    if (!deleteScheduledStatus(db, row.id)) continue;
    const params = paramsOf(row);
    try {
      postStatus(instance, row.account_id, {
        text: params.text,
        spoilerText: params.spoiler_text,
        sensitive: params.sensitive,
        visibility: params.visibility,
        language: params.language,
        inReplyToId: params.in_reply_to_id,
        mediaIds: params.media_ids,
        poll: params.poll && { options: params.poll.options, expiresIn: params.poll.expires_in, multiple: params.poll.multiple, hideTotals: params.poll.hide_totals },
        applicationId: params.application_id,
        quotedStatusId: params.quoted_status_id,
        quoteApprovalPolicy: params.quote_approval_policy,
      });
      published += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return published;
}

/** Publishes what is due now and then every `intervalMs`; the returned function stops it. */
export function startScheduledStatusPublisher(instance: Instance, intervalMs = 10_000, onError: (error: unknown) => void = () => {}): () => void {
  const run = (): void => {
    try {
      publishDueStatuses(instance);
    } catch (error) {
      onError(error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
