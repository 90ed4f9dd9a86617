import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { ApplicationSchema } from './application';
import { CardSchema } from './card';
import { Count, Flag, Id, listOf, NotNested, NullableId, NullableString, openEnum, orNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FilterResultSchema } from './filter-result';
import { MediaAttachmentSchema } from './media-attachment';
import { MentionSchema } from './mention';
import { PollSchema } from './poll';
import { TagSchema } from './tag';
import { Visibility } from './visibility';

/** https://docs.joinmastodon.org/entities/Status/ (every field but `reblog`) */
const statusFields = {
  id: Id,
  uri: Text,
  url: NullableString,
  created_at: Text,
  edited_at: NullableString,
  account: AccountSchema,
  /** Absent from delete-and-redraft responses, which send `text` instead. */
  content: Text,
  /** The source text; only on delete-and-redraft responses. */
  text: NullableString,
  spoiler_text: Text,
  sensitive: Flag,
  visibility: openEnum(Visibility),
  language: NullableString,
  in_reply_to_id: NullableId,
  in_reply_to_account_id: NullableId,
  replies_count: Count,
  reblogs_count: Count,
  favourites_count: Count,
  reblogged: Flag,
  favourited: Flag,
  bookmarked: Flag,
  pinned: Flag,
  muted: Flag,
  filtered: listOf(FilterResultSchema),
  mentions: listOf(MentionSchema),
  tags: listOf(TagSchema),
  emojis: listOf(CustomEmojiSchema),
  media_attachments: listOf(MediaAttachmentSchema),
  poll: orNull(PollSchema),
  card: orNull(CardSchema),
  application: orNull(ApplicationSchema),
};

// A reblog is of an original status, never of another reblog (Mastodon serialises `reblog.reblog`
// as null), so the schema is two levels, not recursive: no chain, however deep, can overflow it.
const ReblogObject = z.object({ ...statusFields, reblog: NotNested('a reblog cannot itself be a reblog') });
const StatusObject = z.object({ ...statusFields, reblog: orNull(ReblogObject) });

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface StatusFields extends Omit<z.output<typeof StatusObject>, 'reblog'> {}
/** A status; a parsed one's `reblog`, when there is one, has a null `reblog` of its own. */
export interface Status extends StatusFields {
  reblog: Status | null;
}
export const StatusSchema: z.ZodMiniType<Status, unknown> = StatusObject;
