import * as z from 'zod/mini';
import { Count, Id, NullableString, Text } from './common';

/** A hashtag featured on a profile. https://docs.joinmastodon.org/entities/FeaturedTag/ */
export const FeaturedTagSchema = z.object({
  /** What the featured tag is removed by. */
  id: Id,
  name: Text,
  /** The profile's page of statuses with this tag. */
  url: Text,
  /** Mastodon sends a numeric string, older servers a number; a number here. */
  statuses_count: Count,
  last_status_at: NullableString,
});
export type FeaturedTag = z.output<typeof FeaturedTagSchema>;
