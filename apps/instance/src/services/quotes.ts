import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount, findStatus, isBlocking, isFollowing } from '../db/queries';
import { insertQuote, localQuoterIds, quotePoliciesOf, quotesOfStatuses, setQuotePolicy, setQuoteState, type QuotePolicy } from '../db/repositories/quotes';
import type { QuoteRow, StatusRow } from '../db/rows';
import { ApiError, unprocessable } from '../http/api-error';
import { effectiveQuotePolicy, quotePolicyVerdict, QUOTE_POLICIES } from '../policies/quotes';
import { canSeeStatus } from '../policies/visibility';
import { distributeStatus } from './distribute';
import { notify } from './notify';
import type { Visibility } from './post-status';
import { readDefaultQuotePolicy } from './web-preferences';

/** A `quote_approval_policy` param: absent or blank is null, an unknown one a 422 (Api::InteractionPoliciesConcern raises RecordInvalid). */
export function readQuotePolicy(value: string | undefined): QuotePolicy | null {
  if (value === undefined || value === '') return null;
  const policy = QUOTE_POLICIES.find((known) => known === value);
  if (!policy) throw new ApiError(422, 'Record invalid');
  return policy;
}

/** The policy `statusId` has now. */
export function quotePolicyOf(instance: Instance, status: StatusRow): QuotePolicy {
  return effectiveQuotePolicy(status, quotePoliciesOf(instance.db, [status.id]).get(status.id));
}

/**
 * Whether `accountId` may quote the status (StatusPolicy#quote?): they see it, do not block its
 * author, and its policy does not deny them.
 */
export function mayQuote(instance: Instance, status: StatusRow, accountId: string): boolean {
  const { db } = instance;
  if (!canSeeStatus(instance, status, accountId) || isBlocking(db, accountId, status.account_id)) return false;
  return quotePolicyVerdict(status, quotePolicyOf(instance, status), accountId, () => isFollowing(db, accountId, status.account_id)) !== 'denied';
}

/**
 * The status `authorId` asks to quote (a boost stands for its original), as StatusesController#set_quoted_status:
 * one that does not exist or that they may not quote is a 404. Mastodon answers a quote its policy
 * would never approve so, rather than with a 422: it does not tell a hidden status from a denied one.
 */
export function quotableStatus(instance: Instance, authorId: string, quotedStatusId: string): StatusRow {
  const named = findStatus(instance.db, quotedStatusId);
  const status = named?.reblog_of_id ? findStatus(instance.db, named.reblog_of_id) : named;
  if (!status || !mayQuote(instance, status, authorId)) throw new ApiError(404, 'The post you are trying to quote does not appear to exist.');
  return status;
}

/** Quoting a private status makes a public or unlisted quote private (PostStatusService#preprocess_attributes!). */
export function visibilityQuoting(quoted: StatusRow | undefined, visibility: Visibility): Visibility {
  return quoted?.visibility === 'private' && (visibility === 'public' || visibility === 'unlisted') ? 'private' : visibility;
}

/** A direct quote must mention the quoted author, unless it is the author's own (PostStatusService#safeguard_private_mention_quote!). */
export function checkDirectQuote(quoted: StatusRow | undefined, visibility: Visibility, authorId: string, mentionedIds: readonly string[]): void {
  if (!quoted || visibility !== 'direct' || quoted.account_id === authorId || mentionedIds.includes(quoted.account_id)) return;
  throw unprocessable('Cannot quote a not-mentioned user in a Private mention post.');
}

/**
 * Stores a new status' quote policy (the given one, else the account's default, `posting:default:quote_policy`; nobody
 * for private and direct statuses) and its quote of `quoted`: accepted at once when the quoted
 * status is local (PostStatusService#attach_quote!, which the caller's mayQuote already allowed),
 * pending otherwise, as no approval can come from a remote server here. Call inside the posting transaction.
 */
export function recordQuote(instance: Instance, status: StatusRow, quoted: StatusRow | undefined, policy: QuotePolicy | null): void {
  const { db } = instance;
  setQuotePolicy(db, status.id, effectiveQuotePolicy(status, policy ?? readDefaultQuotePolicy(db, status.account_id)));
  if (!quoted) return;
  const local = findAccount(db, quoted.account_id)?.domain === null;
  insertQuote(db, {
    id: snowflake(new Date(status.created_at)),
    status_id: status.id,
    account_id: status.account_id,
    quoted_status_id: quoted.id,
    quoted_account_id: quoted.account_id,
    state: local ? 'accepted' : 'pending',
    created_at: status.created_at,
    updated_at: status.created_at,
  });
}

/** The `quote` notification to the quoted author, for an accepted quote (with the quoting status). */
export function notifyQuote(instance: Instance, status: StatusRow): void {
  const quote = quotesOfStatuses(instance.db, [status.id]).get(status.id);
  if (quote?.state !== 'accepted' || !quote.quoted_account_id) return;
  notify(instance, quote.quoted_account_id, status.account_id, 'quote', status.id);
}

/**
 * Tells the local accounts whose statuses quote `status` (accepted quotes) that it was edited: a
 * `quoted_update` notification with the edited status, as Mastodon's UpdateStatusService. For the
 * status-edit route to call once an edit is saved.
 */
export function notifyQuotedUpdate(instance: Instance, status: StatusRow): void {
  for (const accountId of localQuoterIds(instance.db, status.id)) notify(instance, accountId, status.account_id, 'quoted_update', status.id);
}

/** The quoted author withdraws a quote (Quote#reject!): accepted becomes revoked, any other state but revoked rejected. */
export function revokeQuote(instance: Instance, quote: QuoteRow): void {
  const state = quote.state === 'accepted' ? 'revoked' : quote.state === 'revoked' ? null : 'rejected';
  if (state === null) return;
  setQuoteState(instance.db, quote.id, state, instance.now().toISOString());
  const quoting = findStatus(instance.db, quote.status_id);
  if (quoting) distributeStatus(instance, quoting, 'status.update');
}

/** Changes who may quote a status (nobody, for a private or direct one); streams the change when there is one. */
export function updateQuotePolicy(instance: Instance, status: StatusRow, policy: QuotePolicy): void {
  const before = quotePolicyOf(instance, status);
  const after = effectiveQuotePolicy(status, policy);
  setQuotePolicy(instance.db, status.id, after);
  if (after !== before) distributeStatus(instance, status, 'status.update');
}
