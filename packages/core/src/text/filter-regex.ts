// Client-side matching of v1 keyword filters, SPEC §5. Reference: mastodon/mastodon
// app/javascript/mastodon/selectors/index.js (getFilters, regexFromFilters).

export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';

export interface KeywordFilter {
  id: string;
  phrase: string;
  context: readonly string[];
  whole_word: boolean;
  irreversible: boolean;
  expires_at: string | null;
}

export interface FilterMatcher {
  test(text: string): boolean;
  /** Ids of the applicable filters whose phrase occurs in `text`, in the order given. */
  matching(text: string): string[];
}

// Word characters as Ruby's [[:word:]], which the server uses for the same filters
// (app/models/custom_filter.rb): Unicode letters, marks, decimal digits and connectors, so
// 'café' as a whole word does not match 'cafés'. Mastodon's web client used ASCII \b instead.
const WORD_CHAR = String.raw`[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}]`;
const STARTS_WITH_WORD_CHAR = new RegExp(`^${WORD_CHAR}`, 'u');
const ENDS_WITH_WORD_CHAR = new RegExp(`${WORD_CHAR}$`, 'u');

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern source for one phrase; compile it with the 'iu' flags. */
export function phrasePattern(phrase: string, wholeWord: boolean): string {
  const escaped = escapeRegExp(phrase);
  if (!wholeWord) return escaped;
  const start = STARTS_WITH_WORD_CHAR.test(phrase) ? `(?<!${WORD_CHAR})` : '';
  const end = ENDS_WITH_WORD_CHAR.test(phrase) ? `(?!${WORD_CHAR})` : '';
  return `${start}${escaped}${end}`;
}

/** A filter applies in a context it lists, until its expiry (an unparseable expiry counts as expired). */
export function isFilterActive(filter: KeywordFilter, context: FilterContext, now: Date): boolean {
  if (!filter.context.includes(context)) return false;
  return filter.expires_at === null || Date.parse(filter.expires_at) > now.getTime();
}

/** Null when no filter with a non-empty phrase applies in `context` at `now`. */
export function filterMatcher(
  filters: readonly KeywordFilter[],
  context: FilterContext,
  now: Date,
): FilterMatcher | null {
  const active = filters
    .filter((filter) => filter.phrase !== '' && isFilterActive(filter, context, now))
    .map((filter) => ({ id: filter.id, pattern: phrasePattern(filter.phrase, filter.whole_word) }));
  if (active.length === 0) return null;

  const combined = new RegExp(active.map(({ pattern }) => pattern).join('|'), 'iu');
  const each = active.map(({ id, pattern }) => ({ id, regex: new RegExp(pattern, 'iu') }));
  return {
    test: (text) => combined.test(text),
    matching: (text) => each.filter(({ regex }) => regex.test(text)).map(({ id }) => id),
  };
}
