import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Flag, Id, listOf, NullableString, openEnum, orNull, Text } from './common';

export const ReportCategory = ['spam', 'legal', 'violation', 'other'] as const;
export type ReportCategory = (typeof ReportCategory)[number] | 'unknown';

/**
 * A report of an account, as an `admin.report` notification carries it.
 * https://docs.joinmastodon.org/entities/Report/
 */
export const ReportSchema = z.object({
  id: Id,
  action_taken: Flag,
  action_taken_at: NullableString,
  category: openEnum(ReportCategory),
  comment: Text,
  forwarded: Flag,
  created_at: Text,
  status_ids: listOf(Id),
  rule_ids: listOf(Id),
  /** Mastodon 4.6+: reported collections. */
  collection_ids: listOf(Id),
  /** The reported account; null when a server leaves it out. */
  target_account: orNull(AccountSchema),
});
export type Report = z.output<typeof ReportSchema>;
