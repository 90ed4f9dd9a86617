import * as z from 'zod/mini';
import { Flag, Id, listOf, NullableString, openEnum, Text } from './common';

export const FilterContext = ['home', 'notifications', 'public', 'thread', 'account'] as const;
export type FilterContext = (typeof FilterContext)[number] | 'unknown';

export const FilterContextList = listOf(openEnum(FilterContext));

/** A v1 filter (muted word). https://docs.joinmastodon.org/entities/V1_Filter/ */
export const FilterSchema = z.object({
  id: Id,
  phrase: Text,
  context: FilterContextList,
  whole_word: Flag,
  irreversible: Flag,
  expires_at: NullableString,
});
export type Filter = z.output<typeof FilterSchema>;
