import { z } from 'zod';
import { ApiError, unprocessable } from '../http/api-error';
import { record, str } from '../http/param-readers';
import { readDescription, readFocus } from '../media/upload-params';
import type { EditStatusInput } from '../services/edit-status';
import { flag, integer, nested, text, texts } from '../http/param-schemas';
import { VISIBILITIES, type PostStatusInput } from '../services/post-status';
import { readQuotePolicy } from '../services/quotes';

/** `poll[options][]`, `poll[expires_in]`, `poll[multiple]` and `poll[hide_totals]`; a poll sent as null or '' is no poll. */
const pollFields = z
  .preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    nested({ options: texts(), expires_in: integer(), multiple: flag(), hide_totals: flag() }),
  )
  .optional();

/**
 * POST /api/v1/statuses params, from JSON or a (nested) form.
 * https://docs.joinmastodon.org/methods/statuses/#create
 */
export const createStatusFields = z.object({
  status: text(),
  spoiler_text: text(),
  sensitive: flag(),
  visibility: text(),
  language: text(),
  in_reply_to_id: text(),
  media_ids: texts(),
  poll: pollFields,
  scheduled_at: text(),
  quoted_status_id: text(),
  quote_approval_policy: text(),
});

/** The create-status params as postStatus input (the schedule is read by scheduledTime): an unknown visibility is a 422. */
export function createStatusInput(params: z.output<typeof createStatusFields>): PostStatusInput {
  const { visibility, poll } = params;
  const quoteApprovalPolicy = readQuotePolicy(params.quote_approval_policy);
  const known = VISIBILITIES.find((v) => v === visibility);
  if (visibility !== undefined && visibility !== '' && !known) throw unprocessable(`'${visibility}' is not a valid visibility`);
  return {
    text: params.status ?? '',
    spoilerText: params.spoiler_text ?? '',
    sensitive: params.sensitive ?? false,
    visibility: known,
    language: params.language || null,
    inReplyToId: params.in_reply_to_id || null,
    quotedStatusId: params.quoted_status_id || null,
    quoteApprovalPolicy,
    mediaIds: params.media_ids.filter((id) => id !== ''),
    poll: pollInput(poll),
  };
}

function pollInput(poll: z.output<typeof pollFields>): PostStatusInput['poll'] {
  return poll
    ? { options: poll.options, expiresIn: poll.expires_in ?? Number.NaN, multiple: poll.multiple ?? false, hideTotals: poll.hide_totals ?? false }
    : null;
}

/**
 * When to post a status (`scheduled_at`), or null to post it now: when absent, and, as Mastodon's
 * PostStatusService, when already past. A date that cannot be read is a 422 'Record invalid'.
 */
export function scheduledTime(value: string | undefined, now: Date): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new ApiError(422, 'Record invalid');
  return at.getTime() > now.getTime() ? at : null;
}

/** `media_attributes[]`: objects from JSON, `media_attributes[0][id]` or Rails' `media_attributes[][id]` (whose fields arrive one per object). */
function mediaAttributes(value: unknown): Record<string, unknown>[] {
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [];
  const grouped: Record<string, unknown>[] = [];
  for (const item of items.map(record)) {
    const last = grouped.at(-1);
    // As Rack builds `a[][k]` params: a field joins the last object unless that one has it already.
    if (last && Object.keys(item).every((key) => !(key in last))) Object.assign(last, item);
    else grouped.push(item);
  }
  return grouped;
}

/**
 * PUT /api/v1/statuses/:id params. Media and a poll left out are removed, as in Mastodon.
 * https://docs.joinmastodon.org/methods/statuses/#edit
 */
export const editStatusFields = z.object({
  status: text(),
  spoiler_text: text(),
  sensitive: flag(),
  language: text(),
  media_ids: texts(),
  media_attributes: z.unknown().transform(mediaAttributes).default([]),
  poll: pollFields,
  quote_approval_policy: text(),
});

export function editStatusInput(params: z.output<typeof editStatusFields>): EditStatusInput {
  return {
    text: params.status ?? '',
    spoilerText: params.spoiler_text ?? '',
    sensitive: params.sensitive ?? false,
    language: params.language || null,
    mediaIds: params.media_ids.filter((id) => id !== ''),
    mediaAttributes: params.media_attributes.flatMap((attributes) => {
      const id = str(attributes.id);
      return id ? [{ id, description: readDescription(attributes.description), focus: readFocus(attributes.focus) }] : [];
    }),
    poll: pollInput(params.poll),
    quoteApprovalPolicy: readQuotePolicy(params.quote_approval_policy),
  };
}
