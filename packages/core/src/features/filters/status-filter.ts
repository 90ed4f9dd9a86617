import type { Filter, FilterResult, FilterV2 } from '@trumpet/api-client';
import { filterMatcher, isFilterActive, phrasePattern, type FilterContext } from '../../text/filter-regex';

/**
 * What the viewer's filters make of a status in one place: shown, gone, collapsed behind
 * 'Filtered: {titles}' (with its media also blurred when a blur filter matches too), or shown with
 * its media behind the sensitive overlay. https://docs.joinmastodon.org/api/guidelines/#filters
 */
export type StatusFilterVerdict =
  | { readonly action: 'show' }
  | { readonly action: 'hide' }
  | { readonly action: 'warn'; readonly titles: readonly string[]; readonly blurMedia: boolean }
  | { readonly action: 'blur'; readonly titles: readonly string[] };

/** The parts of the shown status (the boosted one for a boost) the rule reads. */
export interface FilterableStatus {
  id: string;
  /** Spoiler and plain text (the importer's search_index), what keywords are matched against. */
  search_index: string;
  filtered: readonly FilterResult[];
}

export interface ViewerFilters {
  v1: readonly Filter[];
  /** The server's v2 filters; null where it has none (or they are not fetched). */
  v2: readonly FilterV2[] | null;
}

export const SHOW: StatusFilterVerdict = Object.freeze({ action: 'show' });
export const HIDE: StatusFilterVerdict = Object.freeze({ action: 'hide' });

interface Match {
  title: string;
  action: string;
}

function unexpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt === null || Date.parse(expiresAt) > now.getTime();
}

/**
 * With the v2 filters at hand, each active one applies when the server reported it on the status or,
 * for a status loaded before the filter existed or changed, when a keyword or listed status matches,
 * so a `filters_changed` takes effect at once and a deleted filter stops applying.
 */
function v2Matches(status: FilterableStatus, filters: readonly FilterV2[], context: FilterContext, now: Date): Match[] {
  const reported = new Set(status.filtered.map((result) => result.filter.id));
  return filters
    .filter((filter) => filter.context.includes(context) && unexpired(filter.expires_at, now))
    .filter(
      (filter) =>
        reported.has(filter.id) ||
        filter.statuses.some((entry) => entry.status_id === status.id) ||
        filter.keywords.some((keyword) => keyword.keyword !== '' && new RegExp(phrasePattern(keyword.keyword, keyword.whole_word), 'iu').test(status.search_index)),
    )
    .map((filter) => ({ title: filter.title, action: filter.filter_action }));
}

/** The server's FilterResults as sent, where the v2 filters themselves are not known. */
function resultMatches(status: FilterableStatus, context: FilterContext, now: Date): Match[] {
  return status.filtered
    .filter((result) => result.filter.context.includes(context) && unexpired(result.filter.expires_at, now))
    .map((result) => ({ title: result.filter.title, action: result.filter.filter_action }));
}

/** SPEC §5 client-side matching of the v1 filters: an irreversible one hides, any other warns with its phrase. */
function v1Matches(status: FilterableStatus, filters: readonly Filter[], context: FilterContext, now: Date): Match[] {
  const matcher = filterMatcher(filters, context, now);
  if (!matcher) return [];
  const matched = new Set(matcher.matching(status.search_index));
  return filters
    .filter((filter) => matched.has(filter.id) && isFilterActive(filter, context, now))
    .map((filter) => ({ title: filter.phrase, action: filter.irreversible ? 'hide' : 'warn' }));
}

/** The one rule for filtering a status; ui and web call it through selectStatusFilter. */
export function statusFilterVerdict(status: FilterableStatus, filters: ViewerFilters, context: FilterContext, now: Date): StatusFilterVerdict {
  const matches =
    filters.v2 !== null
      ? v2Matches(status, filters.v2, context, now)
      : status.filtered.length > 0
        ? resultMatches(status, context, now)
        : v1Matches(status, filters.v1, context, now);
  if (matches.length === 0) return SHOW;
  if (matches.some((match) => match.action === 'hide')) return HIDE;
  const titles = (action: string) => [...new Set(matches.filter((match) => match.action === action).map((match) => match.title))];
  const blurred = titles('blur');
  // An action this client does not know counts as warn, as Mastodon's web client does.
  const warned = [...new Set(matches.filter((match) => match.action !== 'blur').map((match) => match.title))];
  if (warned.length > 0) return { action: 'warn', titles: warned, blurMedia: blurred.length > 0 };
  return { action: 'blur', titles: blurred };
}
