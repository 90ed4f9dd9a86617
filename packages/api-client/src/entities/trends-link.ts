import * as z from 'zod/mini';
import { CardSchema } from './card';
import { listOf } from './common';
import { TagHistorySchema } from './tag';

/** A trending link: its preview card and daily use. https://docs.joinmastodon.org/entities/PreviewCard/#trends-link */
export const TrendsLinkSchema = z.extend(CardSchema, {
  history: listOf(TagHistorySchema),
});
export type TrendsLink = z.output<typeof TrendsLinkSchema>;
