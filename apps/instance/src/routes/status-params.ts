import { unprocessable } from '../http/api-error';
import { bool, int, record, str, strArray } from '../http/param-readers';
import { VISIBILITIES, type PostStatusInput, type Visibility } from '../services/post-status';

/**
 * POST /api/v1/statuses params, from JSON or a (nested) form, into postStatus input.
 * https://docs.joinmastodon.org/methods/statuses/#create
 */
export function readCreateStatusParams(params: Record<string, unknown>): PostStatusInput {
  const visibility = str(params.visibility);
  if (visibility !== undefined && visibility !== '' && !VISIBILITIES.includes(visibility as Visibility)) {
    throw unprocessable(`'${visibility}' is not a valid visibility`);
  }
  if (str(params.scheduled_at)) throw unprocessable('Scheduled statuses are not supported by this server');
  return {
    text: str(params.status) ?? '',
    spoilerText: str(params.spoiler_text) ?? '',
    sensitive: bool(params.sensitive) ?? false,
    visibility: visibility ? (visibility as Visibility) : undefined,
    language: str(params.language) || null,
    inReplyToId: str(params.in_reply_to_id) || null,
    mediaIds: strArray(params.media_ids).filter((id) => id !== ''),
    poll: readPoll(params.poll),
  };
}

function readPoll(value: unknown): PostStatusInput['poll'] {
  if (value === undefined || value === null || value === '') return null;
  const poll = record(value);
  const expiresIn = int(poll.expires_in, 'poll[expires_in]');
  return {
    options: strArray(poll.options),
    expiresIn: expiresIn ?? Number.NaN,
    multiple: bool(poll.multiple) ?? false,
    hideTotals: bool(poll.hide_totals) ?? false,
  };
}
