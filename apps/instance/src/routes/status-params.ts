import { z } from 'zod';
import { unprocessable } from '../http/api-error';
import { flag, integer, nested, text, texts } from '../http/param-schemas';
import { VISIBILITIES, type PostStatusInput } from '../services/post-status';

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
});

/** The create-status params as postStatus input: an unknown visibility or a schedule is a 422. */
export function createStatusInput(params: z.output<typeof createStatusFields>): PostStatusInput {
  const { visibility, poll } = params;
  const known = VISIBILITIES.find((v) => v === visibility);
  if (visibility !== undefined && visibility !== '' && !known) throw unprocessable(`'${visibility}' is not a valid visibility`);
  if (params.scheduled_at) throw unprocessable('Scheduled statuses are not supported by this server');
  return {
    text: params.status ?? '',
    spoilerText: params.spoiler_text ?? '',
    sensitive: params.sensitive ?? false,
    visibility: known,
    language: params.language || null,
    inReplyToId: params.in_reply_to_id || null,
    mediaIds: params.media_ids.filter((id) => id !== ''),
    poll: poll
      ? { options: poll.options, expiresIn: poll.expires_in ?? Number.NaN, multiple: poll.multiple ?? false, hideTotals: poll.hide_totals ?? false }
      : null,
  };
}
