import * as z from 'zod/mini';
import { Id, listOf, NullableId, openEnum } from './common';

/**
 * Where a quote stands. Mastodon says to treat a state it does not know as `unauthorized`: here it
 * parses as 'unknown', which a client should show the same way (no quoted post).
 * https://docs.joinmastodon.org/entities/Quote/#state
 */
export const QuoteState = [
  'pending',
  'accepted',
  'rejected',
  'revoked',
  'deleted',
  'unauthorized',
  'blocked_account',
  'blocked_domain',
  'muted_account',
] as const;
export type QuoteState = (typeof QuoteState)[number] | 'unknown';

const isQuoteState = (value: string): value is (typeof QuoteState)[number] => (QuoteState as readonly string[]).includes(value);

/** A quote state as sent, or 'unknown'. */
export function quoteState(value: string | null | undefined): QuoteState {
  return value != null && isQuoteState(value) ? value : 'unknown';
}

/**
 * A quote whose quoted status is given by id only: the quote of a quoted status, and the quote of a
 * status edit. https://docs.joinmastodon.org/entities/ShallowQuote/
 *
 * Normalised to the shape of a Quote with `quoted_status: null`. Also read: a full Quote (only the
 * quoted status's id is kept, so nesting stays bounded) and the bare quoted status that Akkoma and
 * Fedibird-style servers send instead of a Quote (read as accepted).
 */
export const ShallowQuoteSchema = z.pipe(
  z.object({
    state: z.nullish(z.string()),
    quoted_status_id: NullableId,
    quoted_status: z.nullish(z.object({ id: Id })),
    /** Present when the server sent the quoted status itself rather than a quote. */
    id: NullableId,
  }),
  z.transform((raw): ShallowQuote => {
    if (raw.state == null && raw.id !== null) return { state: 'accepted', quoted_status: null, quoted_status_id: raw.id };
    return {
      state: quoteState(raw.state),
      quoted_status: null,
      quoted_status_id: raw.quoted_status_id ?? raw.quoted_status?.id ?? null,
    };
  }),
);
export interface ShallowQuote {
  state: QuoteState;
  quoted_status: null;
  quoted_status_id: string | null;
}

/** Who may quote a status. https://docs.joinmastodon.org/entities/QuoteApproval/ */
export const QuotePolicy = ['public', 'followers', 'following', 'unsupported_policy'] as const;
export type QuotePolicy = (typeof QuotePolicy)[number] | 'unknown';

/** Whether the current user's quote would be accepted by itself, reviewed, or refused. */
export const QuoteApprovalCurrentUser = ['automatic', 'manual', 'denied', 'unknown'] as const;
export type QuoteApprovalCurrentUser = (typeof QuoteApprovalCurrentUser)[number];

/**
 * A status's quote policy and how it applies to the current user (Mastodon 4.5+).
 * An empty `automatic` and `manual` means nobody may quote it.
 * https://docs.joinmastodon.org/entities/QuoteApproval/
 */
export const QuoteApprovalSchema = z.object({
  automatic: listOf(openEnum(QuotePolicy)),
  manual: listOf(openEnum(QuotePolicy)),
  current_user: openEnum(QuoteApprovalCurrentUser),
});
export type QuoteApproval = z.output<typeof QuoteApprovalSchema>;

/** The policy a post is created with: who may quote it. */
export const QuoteApprovalPolicy = ['public', 'followers', 'nobody'] as const;
export type QuoteApprovalPolicy = (typeof QuoteApprovalPolicy)[number];
