import type { QuotePolicy } from '../db/repositories/quotes';
import type { StatusRow } from '../db/rows';

export const QUOTE_POLICIES: readonly QuotePolicy[] = ['public', 'followers', 'nobody'];

/** How a status' quote policy applies to an account (Mastodon's quote_policy_for_account; `manual` and `unknown` need remote policies). */
export type QuotePolicyVerdict = 'automatic' | 'manual' | 'denied' | 'unknown';

/**
 * The policy a status has: private and direct statuses are quotable by nobody but their author
 * (Status::InteractionPolicyConcern#downgrade_quote_policy); without a stored one, anyone may quote.
 */
export function effectiveQuotePolicy(status: Pick<StatusRow, 'visibility'>, stored: QuotePolicy | undefined): QuotePolicy {
  if (status.visibility === 'private' || status.visibility === 'direct') return 'nobody';
  return stored ?? 'public';
}

/** QuoteApproval's `automatic` and `manual` lists: local policies only ever approve automatically. */
export function quoteApprovalLists(policy: QuotePolicy): { automatic: string[]; manual: string[] } {
  return { automatic: policy === 'nobody' ? [] : [policy], manual: [] };
}

/**
 * Whether `accountId` may quote the status and how, as Mastodon's quote_policy_for_account:
 * nobody signed out, nobody a direct status or a boost, the author always, then by the policy.
 * https://github.com/mastodon/mastodon/blob/main/app/models/concerns/status/interaction_policy_concern.rb
 */
export function quotePolicyVerdict(
  status: Pick<StatusRow, 'account_id' | 'visibility' | 'reblog_of_id'>,
  policy: QuotePolicy,
  accountId: string | null,
  followsAuthor: () => boolean,
): QuotePolicyVerdict {
  if (accountId === null || status.visibility === 'direct' || status.reblog_of_id !== null) return 'denied';
  if (accountId === status.account_id) return 'automatic';
  if (policy === 'public') return 'automatic';
  if (policy === 'followers' && followsAuthor()) return 'automatic';
  return 'denied';
}
