import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Id, listOf, openEnum, orNull, Text } from './common';

export const AccountWarningAction = [
  'none',
  'disable',
  'mark_statuses_as_sensitive',
  'delete_statuses',
  'sensitive',
  'silence',
  'suspend',
] as const;
export type AccountWarningAction = (typeof AccountWarningAction)[number] | 'unknown';

export const AppealState = ['approved', 'rejected', 'pending'] as const;
export type AppealState = (typeof AppealState)[number] | 'unknown';

/** The user's appeal of a moderation decision. https://docs.joinmastodon.org/entities/Appeal/ */
export const AppealSchema = z.object({
  text: Text,
  state: openEnum(AppealState),
});
export type Appeal = z.output<typeof AppealSchema>;

/**
 * A moderation decision against the user (a `moderation_warning` notification).
 * https://docs.joinmastodon.org/entities/AccountWarning/
 */
export const AccountWarningSchema = z.object({
  id: Id,
  action: openEnum(AccountWarningAction),
  text: Text,
  status_ids: listOf(Id),
  /** The account the decision is about (the user); null when a server leaves it out. */
  target_account: orNull(AccountSchema),
  appeal: orNull(AppealSchema),
  created_at: Text,
});
export type AccountWarning = z.output<typeof AccountWarningSchema>;
