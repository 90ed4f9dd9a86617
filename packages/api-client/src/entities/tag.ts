import * as z from 'zod/mini';
import { Flag, listOf, NullableId, Stringish, Text } from './common';

/** Daily usage; Mastodon sends the numbers as strings. https://docs.joinmastodon.org/entities/Tag/#history */
export const TagHistorySchema = z.object({
  day: Stringish,
  uses: Stringish,
  accounts: Stringish,
});

/** A hashtag: the full entity, or the shallow `{name, url}` inside a status. https://docs.joinmastodon.org/entities/Tag/ */
export const TagSchema = z.object({
  id: NullableId,
  name: z.string(),
  url: Text,
  history: listOf(TagHistorySchema),
  following: Flag,
  featuring: Flag,
});
export type Tag = z.output<typeof TagSchema>;
export type TagHistory = z.output<typeof TagHistorySchema>;
