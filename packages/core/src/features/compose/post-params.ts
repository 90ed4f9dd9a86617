import type { CreateStatusParams } from '@trumpet/api-client';
import type { ComposeState } from './compose-state';

/** The body of POST /api/v1/statuses (SPEC §7), from the draft; the warning is sent only when it is on. */
export function postParams(compose: ComposeState): CreateStatusParams {
  const { text, inReplyToId, mediaAttachments, sensitive, spoiler, spoilerText, privacy, poll } = compose;
  return {
    status: text,
    in_reply_to_id: inReplyToId,
    media_ids: mediaAttachments.map((media) => media.id),
    sensitive,
    ...(spoiler ? { spoiler_text: spoilerText } : {}),
    visibility: privacy,
    poll: poll ? { options: [...poll.options], expires_in: poll.expiresIn, multiple: poll.multiple } : null,
  };
}
