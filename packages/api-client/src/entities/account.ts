import * as z from 'zod/mini';
import { Count, Flag, Id, listOf, NotNested, NullableString, orNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FieldSchema } from './field';

/** https://docs.joinmastodon.org/entities/Account/ (every field but `moved`) */
const accountFields = {
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
};

// Mastodon sends `moved` only when the new account has not moved on itself (REST::AccountSerializer
// moved_and_not_nested?), so `moved.moved` is always null: two levels, not a recursive schema.
const MovedAccountObject = z.object({ ...accountFields, moved: NotNested('a moved account cannot have moved itself') });

/** The object schema behind AccountSchema, for schemas that extend an account. */
export const AccountObject = z.object({ ...accountFields, moved: orNull(MovedAccountObject) });

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface AccountFields extends Omit<z.output<typeof AccountObject>, 'moved'> {}
/** An account; a parsed one's `moved`, when there is one, has a null `moved` of its own. */
export interface Account extends AccountFields {
  moved: Account | null;
}
export const AccountSchema: z.ZodMiniType<Account, unknown> = AccountObject;
