import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { listOf } from './common';
import { StatusSchema } from './status';
import { TagSchema } from './tag';

/** GET /api/v2/search. https://docs.joinmastodon.org/entities/Search/ */
export const SearchResultsSchema = z.object({
  accounts: listOf(AccountSchema),
  statuses: listOf(StatusSchema),
  hashtags: listOf(TagSchema),
});
export type SearchResults = z.output<typeof SearchResultsSchema>;
