import type { QuoteApproval, QuoteApprovalPolicy } from '@trumpet/api-client';

export type { QuoteApprovalPolicy };
import type { QuoteRecord } from '../../importer/records';

/**
 * What a quoting status shows of its quote (https://docs.joinmastodon.org/entities/Quote/#state, as
 * Mastodon's status_quoted.tsx): the quoted status when accepted and loaded; a line of text otherwise.
 * A state the client does not know reads as unauthorized, as the docs ask.
 */
export type QuoteDisplay = 'quoted' | 'pending' | 'revoked' | 'unavailable' | 'blocked_account' | 'blocked_domain' | 'muted_account';

export function quoteDisplay(quote: QuoteRecord, quotedLoaded: boolean): QuoteDisplay {
  switch (quote.state) {
    case 'accepted':
      return quotedLoaded ? 'quoted' : 'unavailable';
    case 'pending':
    case 'revoked':
      return quote.state;
    case 'blocked_account':
    case 'blocked_domain':
    case 'muted_account':
      // Hidden behind a line the reader may open; without the status there is nothing to open.
      return quotedLoaded ? quote.state : 'unavailable';
    default:
      return 'unavailable';
  }
}

/** Why the viewer may not quote a status, or null when they may. */
export type QuoteRefusal = 'signed_out' | 'unsupported' | 'denied';

/**
 * Whether the viewer may quote a status, from the server's `quote_approval.current_user`
 * (https://docs.joinmastodon.org/entities/QuoteApproval/): automatic and manual may (a manual one waits
 * for the author's approval); denied and unknown may not. A server without quote policies sends none.
 */
export function quoteRefusal(status: { quote_approval: QuoteApproval | null }, me: string | null): QuoteRefusal | null {
  if (me === null) return 'signed_out';
  if (status.quote_approval === null) return 'unsupported';
  const { current_user } = status.quote_approval;
  return current_user === 'automatic' || current_user === 'manual' ? null : 'denied';
}

/** The author reviews this quote before it shows (QuoteApproval `current_user: manual`). */
export const quoteNeedsApproval = (status: { quote_approval: QuoteApproval | null }): boolean => status.quote_approval?.current_user === 'manual';

/** Whether `me` wrote the status a quote quotes, and so may revoke it (POST /statuses/:id/quotes/:quoting/revoke). */
export function canRevokeQuote(quote: QuoteRecord | null, quotedAuthor: string | null | undefined, me: string | null): boolean {
  return me !== null && quote !== null && quote.quoted_status_id !== null && quotedAuthor === me && (quote.state === 'accepted' || quote.state === 'pending');
}

/** Who may quote a new post: the choices, widest first (Mastodon 4.5's "Who can quote"). */
export const QUOTE_POLICIES: readonly QuoteApprovalPolicy[] = ['public', 'followers', 'nobody'];

export const isQuoteApprovalPolicy = (value: string): value is QuoteApprovalPolicy => (QUOTE_POLICIES as readonly string[]).includes(value);

/**
 * Whether the server takes a quote policy with a new post: Mastodon 4.5 (`api_versions.mastodon` 7,
 * https://docs.joinmastodon.org/methods/statuses/#create) and later, read from the version it reports
 * ('4.5.0', '4.5.0 (compatible; …)'). Pleroma, Akkoma and GoToSocial report an older Mastodon
 * ('2.7.2 (compatible; Pleroma …)'): no "Who can quote" there. An unknown version keeps the choice.
 */
export function quotePoliciesSupported(version: string | null): boolean {
  if (version === null) return true;
  const match = /^(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return true;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major > 4 || (major === 4 && minor >= 5);
}

/** Private and direct posts can be quoted by nobody but their author (Status::InteractionPolicyConcern). */
export const quotePolicyFixed = (visibility: string): boolean => visibility === 'private' || visibility === 'direct';
