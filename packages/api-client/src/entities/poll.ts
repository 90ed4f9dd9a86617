import * as z from 'zod/mini';
import { Count, Flag, Id, listOf, NullableNumber, NullableString, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';

/** votes_count is null while the results are hidden (until the poll ends). */
const PollOptionSchema = z.object({
  title: Text,
  votes_count: NullableNumber,
});

/** https://docs.joinmastodon.org/entities/Poll/ */
export const PollSchema = z.object({
  id: Id,
  expires_at: NullableString,
  expired: Flag,
  multiple: Flag,
  votes_count: Count,
  /** null on single-choice polls. */
  voters_count: NullableNumber,
  voted: Flag,
  own_votes: listOf(z.number()),
  options: z.array(PollOptionSchema),
  emojis: listOf(CustomEmojiSchema),
});
export type Poll = z.output<typeof PollSchema>;
