import type { Instance } from '../context';
import { distinct } from '../db/repositories/in-list';
import { quotePoliciesOf, quotesCounts, quotesOfStatuses, viewerRelationsTo, type ViewerAccountRelation } from '../db/repositories/quotes';
import { statusesByIds } from '../db/repositories/statuses';
import type { QuoteRow, StatusRow } from '../db/rows';
import { effectiveQuotePolicy, quoteApprovalLists, quotePolicyVerdict, type QuotePolicyVerdict } from '../policies/quotes';
import { visibleStatusIds } from '../policies/visibility';

/** A quote's state as the viewer is told it (Mastodon's QuoteStateEnum). */
export type QuoteState = QuoteRow['state'] | 'deleted' | 'unauthorized' | 'blocked_account' | 'blocked_domain' | 'muted_account';

/** https://docs.joinmastodon.org/entities/Quote/ — `Nested` is the quoted status' JSON. */
export interface QuoteJson<Nested> {
  state: QuoteState;
  quoted_status: Nested | null;
}

/** https://docs.joinmastodon.org/entities/ShallowQuote/ — the quote of a quoted status, by id only. */
export interface ShallowQuoteJson {
  state: QuoteState;
  quoted_status_id: string | null;
}

/** https://docs.joinmastodon.org/entities/QuoteApproval/ */
export interface QuoteApprovalJson {
  automatic: string[];
  manual: string[];
  current_user: QuotePolicyVerdict;
}

export interface QuoteFields<Nested> {
  quote: QuoteJson<Nested> | ShallowQuoteJson | null;
  quote_approval: QuoteApprovalJson;
  quotes_count: number;
}

export interface PageQuotes {
  /**
   * The quote fields of a status of the page: a quoted status (`shallow`) shows its own quote by id
   * only, so quotes stay one level deep; `nested` serializes the quoted status.
   */
  fields<Nested>(status: StatusRow, options: { shallow: boolean; withSource: boolean }, nested: (quoted: StatusRow) => Nested): QuoteFields<Nested>;
}

/**
 * Loads the quotes of a page of statuses (`byId`: the page and its boosted statuses) and adds the
 * statuses they quote to `byId`, so they are serialized with the page. One query per kind: quotes,
 * quoted statuses, their quotes, policies, counts, what the viewer may see, the viewer's relations.
 */
export function loadPageQuotes(instance: Instance, byId: Map<string, StatusRow>, viewerId: string | null): PageQuotes {
  const { db } = instance;
  const quotes = quotesOfStatuses(db, [...byId.keys()]);
  const quotedIds = distinct([...quotes.values()].map((quote) => quote.quoted_status_id));
  const missing = quotedIds.filter((id) => !byId.has(id));
  const added = [...statusesByIds(db, missing).values()];
  for (const row of added) byId.set(row.id, row);
  for (const [id, quote] of quotesOfStatuses(db, added.map((row) => row.id))) quotes.set(id, quote);
  // What the quoted statuses quote in turn is only named (ShallowQuote), but its state needs the row.
  const targets = new Map(byId);
  const shallowIds = distinct([...quotes.values()].map((quote) => quote.quoted_status_id)).filter((id) => !targets.has(id));
  for (const row of statusesByIds(db, shallowIds).values()) targets.set(row.id, row);

  const ids = [...byId.keys()];
  const policies = quotePoliciesOf(db, ids);
  const counts = quotesCounts(db, ids);
  const quoted = distinct([...quotes.values()].map((quote) => quote.quoted_status_id)).flatMap((id) => targets.get(id) ?? []);
  const visible =
    viewerId === null
      ? new Set(quoted.filter((status) => status.visibility === 'public' || status.visibility === 'unlisted').map((status) => status.id))
      : visibleStatusIds(instance, quoted.map((status) => status.id), viewerId);
  const relations =
    viewerId === null
      ? new Map<string, ViewerAccountRelation>()
      : viewerRelationsTo(db, distinct([...targets.values()].map((status) => status.account_id)), viewerId, instance.now().toISOString());

  // StatusFilter#filter_state_for_quote: why the viewer is not shown a quoted status, if they are not.
  const filterState = (status: StatusRow): QuoteState | null => {
    if (viewerId === status.account_id) return null;
    if (!visible.has(status.id)) return 'unauthorized';
    const relation = relations.get(status.account_id);
    if (relation?.domain_blocking === 1) return 'blocked_domain';
    if (relation?.blocking === 1) return 'blocked_account';
    if (relation?.muting === 1) return 'muted_account';
    return null;
  };

  return {
    fields(status, { shallow, withSource }, nested) {
      const proper = (status.reblog_of_id && byId.get(status.reblog_of_id)) || status;
      const policy = effectiveQuotePolicy(proper, policies.get(proper.id));
      const quote_approval: QuoteApprovalJson = {
        ...quoteApprovalLists(policy),
        current_user: quotePolicyVerdict(proper, policy, viewerId, () => relations.get(proper.account_id)?.following === 1),
      };
      const quotes_count = counts.get(status.id) ?? 0;
      const row = quotes.get(status.id);
      if (!row) return { quote: null, quote_approval, quotes_count };

      // REST::BaseQuoteSerializer: an accepted quote of a deleted status is `deleted`, one the viewer
      // filters takes the filter's state; the quoted status is shown unless the viewer may not see it
      // (Mastodon keeps it for blocked_account, blocked_domain and muted_account, for the client to hide).
      const target = row.quoted_status_id ? targets.get(row.quoted_status_id) : undefined;
      const filter = target ? filterState(target) : null;
      const state: QuoteState = row.state !== 'accepted' ? row.state : target ? (filter ?? 'accepted') : 'deleted';
      const shown = target && (row.state === 'accepted' || withSource) && target.reblog_of_id === null && filter !== 'unauthorized' ? target : undefined;
      const quote = shallow ? { state, quoted_status_id: shown?.id ?? null } : { state, quoted_status: shown ? nested(shown) : null };
      return { quote, quote_approval, quotes_count };
    },
  };
}
