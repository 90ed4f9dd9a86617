import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { listOf, openEnum } from './common';

export const SuggestionSource = [
  'featured',
  'most_followed',
  'most_interactions',
  'similar_to_recently_followed',
  'friends_of_friends',
] as const;
export type SuggestionSource = (typeof SuggestionSource)[number] | 'unknown';

/** The single source of Mastodon before 4.3, still sent beside `sources`. */
export const LegacySuggestionSource = ['staff', 'past_interactions', 'global'] as const;
export type LegacySuggestionSource = (typeof LegacySuggestionSource)[number] | 'unknown';

/** A suggested account and why (v2). https://docs.joinmastodon.org/entities/Suggestion/ */
export const SuggestionSchema = z.object({
  account: AccountSchema,
  /** Mastodon 4.3+; [] from older servers, which send only `source`. */
  sources: listOf(openEnum(SuggestionSource)),
  /** Deprecated in 4.3; 'unknown' when absent. */
  source: openEnum(LegacySuggestionSource),
});
export type Suggestion = z.output<typeof SuggestionSchema>;
