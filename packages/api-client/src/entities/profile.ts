import * as z from 'zod/mini';
import { Flag, Id, listOf, NullableString, orNull, Text } from './common';
import { FeaturedTagSchema } from './featured-tag';
import { FieldSchema } from './field';

/** A profile flag whose absence means Mastodon's default, on. */
const OnUnlessOff = z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? true));

/**
 * The signed-in user's editable profile, in its source form (Mastodon 4.6+).
 * https://docs.joinmastodon.org/entities/Profile/
 */
export const ProfileSchema = z.object({
  id: Id,
  display_name: Text,
  /** The bio as the user wrote it (plain text). */
  note: Text,
  fields: listOf(FieldSchema),
  avatar: NullableString,
  avatar_static: NullableString,
  avatar_description: Text,
  header: NullableString,
  header_static: NullableString,
  header_description: Text,
  locked: Flag,
  bot: Flag,
  hide_collections: orNull(z.boolean()),
  discoverable: orNull(z.boolean()),
  indexable: Flag,
  show_media: OnUnlessOff,
  show_media_replies: OnUnlessOff,
  show_featured: OnUnlessOff,
  attribution_domains: listOf(z.string()),
  featured_tags: listOf(FeaturedTagSchema),
});
export type Profile = z.output<typeof ProfileSchema>;
