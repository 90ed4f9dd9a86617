import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { ApplicationSchema } from './application';
import { CardSchema } from './card';
import { Count, Flag, Id, listOf, NullableId, NullableString, openEnum, orNull, type OrNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FilterResultSchema } from './filter-result';
import { MediaAttachmentSchema } from './media-attachment';
import { MentionSchema } from './mention';
import { PollSchema } from './poll';
import { TagSchema } from './tag';
import { Visibility } from './visibility';

/** https://docs.joinmastodon.org/entities/Status/ */
const StatusObject = z.object({
  id: Id,
  uri: Text,
  url: NullableString,
  created_at: Text,
  edited_at: NullableString,
  account: AccountSchema,
  get reblog(): OrNull<z.ZodMiniType<Status, unknown>> {
    return orNull(StatusSchema);
  },
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
});
// An interface, so declarations name it instead of expanding the recursion.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Status extends z.output<typeof StatusObject> {}
export const StatusSchema: z.ZodMiniType<Status, unknown> = StatusObject;
