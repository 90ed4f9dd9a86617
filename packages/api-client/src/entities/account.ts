import * as z from 'zod/mini';
import { Count, Flag, Id, listOf, NotNested, NullableString, orNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { FieldSchema } from './field';

/** A role shown on a profile (Mastodon 4.0+). https://docs.joinmastodon.org/entities/Role/ */
export const AccountRoleSchema = z.object({
  id: Id,
  name: Text,
  /** A CSS colour such as `#ff3838`, or '' for none. */
  color: Text,
});
export type AccountRole = z.output<typeof AccountRoleSchema>;

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
  /** Alt text of the avatar (Mastodon 4.4+); '' when there is none. */
  avatar_description: Text,
  header: Text,
  header_static: Text,
  /** Alt text of the header (Mastodon 4.4+); '' when there is none. */
  header_description: Text,
  locked: Flag,
  bot: Flag,
  group: Flag,
  suspended: Flag,
  discoverable: orNull(z.boolean()),
  /** Whether public posts may be found by full-text search (Mastodon 4.2+). */
  indexable: Flag,
  /** Whether the followers and following lists are hidden; null when the server does not say. */
  hide_collections: orNull(z.boolean()),
  /** An in-memoriam account (Mastodon 4.2+): it is not followed or posted to any more. */
  memorial: Flag,
  /** Hidden by a moderator (Mastodon 4.0+): show a warning before the profile. */
  limited: Flag,
  roles: listOf(AccountRoleSchema),
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
