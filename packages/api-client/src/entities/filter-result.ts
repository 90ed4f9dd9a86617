import * as z from 'zod/mini';
import { Id, NullableString, openEnum, orNull, Text } from './common';
import { FilterContextList } from './filter';

export const FilterAction = ['warn', 'hide', 'blur'] as const;
export type FilterAction = (typeof FilterAction)[number] | 'unknown';

/** A v2 filter that matched a status (Status.filtered). https://docs.joinmastodon.org/entities/FilterResult/ */
export const FilterResultSchema = z.object({
  filter: z.object({
    id: Id,
    title: Text,
    context: FilterContextList,
    filter_action: openEnum(FilterAction),
    expires_at: NullableString,
  }),
  keyword_matches: orNull(z.array(z.string())),
  status_matches: orNull(z.array(z.string())),
});
export type FilterResult = z.output<typeof FilterResultSchema>;
