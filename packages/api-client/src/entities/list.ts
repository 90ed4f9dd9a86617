import * as z from 'zod/mini';
import { Flag, Id, NullableString, Text } from './common';

/** https://docs.joinmastodon.org/entities/List/ */
export const ListSchema = z.object({
  id: Id,
  title: Text,
  /** followed, list or none (Mastodon 3.3+). */
  replies_policy: NullableString,
  exclusive: Flag,
});
export type List = z.output<typeof ListSchema>;
