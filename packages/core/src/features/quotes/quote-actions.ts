import type { QuoteApprovalPolicy } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

// Quote posts (Mastodon 4.5+): https://docs.joinmastodon.org/methods/statuses/#create (quoted_status_id,
// quote_approval_policy) and #revoke_quote.

/** Quote a status in the composer (the status shown, not a boost of it). */
export const quoteCompose = createAction<{ statusId: string }>('compose/QUOTE');
/** Take the quote out of the draft. */
export const composeQuoteRemoved = createAction('compose/QUOTE_REMOVE');
/** Who may quote the post being written. */
export const composeQuotePolicyChanged = createAction<{ policy: QuoteApprovalPolicy }>('compose/QUOTE_POLICY_CHANGE');
/** The user's default quote policy, as the server reports it (`posting:default:quote_policy`). */
export const composeQuoteDefaultLoaded = createAction<{ policy: QuoteApprovalPolicy }>('compose/QUOTE_DEFAULT_LOADED');

/** The author of a quoted status withdraws a quote of it; the quoting status comes back revoked. */
export const revokeQuote = createAsyncActions<{ quotedId: string; quotingId: string }, { quotingId: string }>('quotes/REVOKE');
