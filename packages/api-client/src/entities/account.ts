import * as z from 'zod/mini';
import { Count, Flag, Id, listOf, NullableString, orNull, type OrNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FieldSchema } from './field';

/** https://docs.joinmastodon.org/entities/Account/ */
/** The object schema behind AccountSchema, for schemas that extend an account. */
export const AccountObject = z.object({
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
  get moved(): OrNull<z.ZodMiniType<Account, unknown>> {
    return orNull(AccountSchema);
  },
});
// An interface, so declarations name it instead of expanding the recursion.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Account extends z.output<typeof AccountObject> {}
export const AccountSchema: z.ZodMiniType<Account, unknown> = AccountObject;
