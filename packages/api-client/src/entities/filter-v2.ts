import * as z from 'zod/mini';
import { Id, listOf, NullableString, openEnum, Text } from './common';
import { FilterContextList } from './filter';
import { FilterKeywordSchema } from './filter-keyword';
import { FilterAction } from './filter-result';
import { FilterStatusSchema } from './filter-status';

/**
 * A v2 filter (Mastodon 4.0+): a title, where it applies, what it does, and the keywords and statuses
 * it matches. https://docs.joinmastodon.org/entities/Filter/
 */
export const FilterV2Schema = z.object({
  id: Id,
  title: Text,
  context: FilterContextList,
  /** `blur` (4.4+) hides media only; an action this client does not know is 'unknown'. */
  filter_action: openEnum(FilterAction),
  expires_at: NullableString,
  keywords: listOf(FilterKeywordSchema),
  statuses: listOf(FilterStatusSchema),
});
export type FilterV2 = z.output<typeof FilterV2Schema>;
