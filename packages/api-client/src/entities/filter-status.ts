import * as z from 'zod/mini';
import { Id } from './common';

/** A status a v2 filter hides. https://docs.joinmastodon.org/entities/FilterStatus/ */
export const FilterStatusSchema = z.object({
  id: Id,
  status_id: Id,
});
export type FilterStatus = z.output<typeof FilterStatusSchema>;
