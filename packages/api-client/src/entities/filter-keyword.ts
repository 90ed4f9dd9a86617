import * as z from 'zod/mini';
import { Flag, Id, Text } from './common';

/** A keyword of a v2 filter. https://docs.joinmastodon.org/entities/FilterKeyword/ */
export const FilterKeywordSchema = z.object({
  id: Id,
  keyword: Text,
  whole_word: Flag,
});
export type FilterKeyword = z.output<typeof FilterKeywordSchema>;
