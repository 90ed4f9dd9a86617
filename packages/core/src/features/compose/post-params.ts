import type { CreateStatusParams } from '@trumpet/api-client';
import { composeLanguage } from './compose-language';
import type { ComposeState } from './compose-state';

/** The body of POST /api/v1/statuses (SPEC §7), from the draft; the warning is sent only when it is on. */
export function postParams(compose: ComposeState): CreateStatusParams {
  const language = composeLanguage(compose);
  const { text, inReplyToId, mediaAttachments, sensitive, spoiler, spoilerText, privacy, poll } = compose;
  return {
    status: text,
    in_reply_to_id: inReplyToId,
    media_ids: mediaAttachments.map((media) => media.id),
    sensitive,
    ...(spoiler ? { spoiler_text: spoilerText } : {}),
    visibility: privacy,
    // The post's language when one is known; otherwise the server detects or defaults it.
    ...(language !== null ? { language } : {}),
    poll: poll ? { options: [...poll.options], expires_in: poll.expiresIn, multiple: poll.multiple } : null,
    ...(compose.quotedStatusId !== null ? { quoted_status_id: compose.quotedStatusId } : {}),
    ...(compose.quotePolicy !== null ? { quote_approval_policy: compose.quotePolicy } : {}),
  };
}
