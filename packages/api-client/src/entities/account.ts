import * as z from 'zod/mini';
import { Count, Flag, Id, listOf, NullableString, orNull, type OrNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FieldSchema } from './field';

/** https://docs.joinmastodon.org/entities/Account/ */
export const AccountSchema = z.object({
  id: Id,
  username: Text,
  acct: z.string(),
  display_name: Text,
  note: Text,
  url: NullableString,
  uri: Text,
  avatar: Text,
  avatar_static: Text,
  header: Text,
  header_static: Text,
  locked: Flag,
  bot: Flag,
  group: Flag,
  suspended: Flag,
  discoverable: orNull(z.boolean()),
  created_at: Text,
  last_status_at: NullableString,
  statuses_count: Count,
  following_count: Count,
  followers_count: Count,
  emojis: listOf(CustomEmojiSchema),
  fields: listOf(FieldSchema),
  get moved(): OrNull<typeof AccountSchema> {
    return orNull(AccountSchema);
  },
});
export type Account = z.output<typeof AccountSchema>;
