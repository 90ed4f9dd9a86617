import * as z from 'zod/mini';
import { Count, Flag, NullableString } from './common';

/**
 * An emoji reaction: on an announcement (Mastodon), or on a status (Pleroma, Akkoma and the
 * Misskey family, normalised into Status.reactions). https://docs.joinmastodon.org/entities/Reaction/
 */
export const ReactionSchema = z.object({
  /** A unicode emoji, or a custom emoji's shortcode. */
  name: z.string().check(z.minLength(1)),
  count: Count,
  /** Whether the current user added it; false when signed out. */
  me: Flag,
  /** Custom emoji only. */
  url: NullableString,
  static_url: NullableString,
});
export type Reaction = z.output<typeof ReactionSchema>;
