import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { filterContexts, filtersOf, keywordsOfFilters, statusesOfFilters } from '../db/repositories/filters';
import { mediaOfStatuses } from '../db/repositories/media';
import { pollsOfStatuses } from '../db/repositories/polls';
import type { FilterRow, StatusRow } from '../db/rows';
import { SnapshotCache } from '../db/snapshot-cache';
import { serializeFilterResultFilter, type FilterResultJson } from '../serializers/filter';

export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';
export const FILTER_CONTEXTS: readonly string[] = ['home', 'notifications', 'public', 'thread', 'account'] satisfies FilterContext[];

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * A keyword as Mastodon's CustomFilterKeyword#to_regex: the keyword escaped, case-insensitive, and
 * for whole words bounded by non-word characters on each side that starts or ends with a word
 * character. https://github.com/mastodon/mastodon/blob/main/app/models/custom_filter_keyword.rb
 */
export function phraseRegex(phrase: string, wholeWord: boolean): RegExp {
  const escaped = phrase.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  if (!wholeWord) return new RegExp(escaped, 'iu');
  const start = WORD_CHAR.test(phrase.charAt(0)) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_CHAR.test([...phrase].at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'iu');
}

interface CompiledFilter {
  row: FilterRow;
  contexts: readonly string[];
  /** The keywords as one alternation (Mastodon's Regexp.union), null without keywords. */
  keywords: RegExp | null;
  statusIds: ReadonlySet<string>;
}

// An account's filters with their keywords compiled, until the database changes; expiry is checked per use.
const compiled = new SnapshotCache<{ filters: CompiledFilter[] }>();

function compiledFilters(instance: Instance, accountId: string): CompiledFilter[] {
  const { db } = instance;
  const found = compiled.read(db, [accountId], () => {
    const rows = filtersOf(db, accountId);
    const ids = rows.map((row) => row.id);
    const keywords = keywordsOfFilters(db, ids);
    const statuses = statusesOfFilters(db, ids);
    const filters = rows.map((row): CompiledFilter => {
      const sources = (keywords.get(row.id) ?? []).map((keyword) => `(?:${phraseRegex(keyword.keyword, keyword.whole_word === 1).source})`);
      return {
        row,
        contexts: filterContexts(row),
        keywords: sources.length > 0 ? new RegExp(sources.join('|'), 'iu') : null,
        statusIds: new Set((statuses.get(row.id) ?? []).map((status) => status.status_id)),
      };
    });
    return new Map([[accountId, { filters }]]);
  });
  return found.get(accountId)?.filters ?? [];
}

/**
 * The viewer's unexpired filters at the instance's `now`, compiled once for a request, and what they
 * make of statuses: Mastodon's FilterResults (CustomFilter.apply_cached_filters: the first keyword
 * match over the status's searchable text, and the status's or its boosted original's id among the
 * filter's statuses). Every active filter is reported whatever its context, as Mastodon's
 * serializer does: `filter.context` tells clients where it applies.
 */
export class ViewerFilters {
  private readonly texts = new Map<string, string>();

  private constructor(
    private readonly instance: Instance,
    readonly viewerId: string,
    private readonly filters: readonly CompiledFilter[],
  ) {}

  static of(instance: Instance, viewerId: string): ViewerFilters {
    const now = instance.now().toISOString();
    const active = compiledFilters(instance, viewerId).filter((filter) => filter.row.expires_at === null || filter.row.expires_at > now);
    return new ViewerFilters(instance, viewerId, active);
  }

  get empty(): boolean {
    return this.filters.length === 0;
  }

  /** Whether a `hide` filter applies in `context` at all. */
  hidesIn(context: FilterContext): boolean {
    return this.filters.some((filter) => filter.row.action === 'hide' && filter.contexts.includes(context));
  }

  /** Loads the searchable text of these statuses (boosts: their originals) in a few queries. */
  preload(statuses: readonly StatusRow[]): void {
    if (this.empty || !this.filters.some((filter) => filter.keywords)) return;
    const missing = statuses.filter((status) => !status.reblog_of_id && !this.texts.has(status.id));
    if (missing.length === 0) return;
    const ids = missing.map((status) => status.id);
    const polls = pollsOfStatuses(this.instance.db, ids);
    const media = mediaOfStatuses(this.instance.db, ids);
    for (const status of missing) {
      const poll = polls.get(status.id);
      const descriptions = (media.get(status.id) ?? []).map((row) => row.description ?? '');
      this.texts.set(status.id, searchableText(status, poll ? pollOptions(poll.options) : [], descriptions));
    }
  }

  /** The filters matching a status; a boost is matched on its original's text. */
  results(status: StatusRow, original?: StatusRow): FilterResultJson[] {
    if (this.empty) return [];
    const ids = [status.id, status.reblog_of_id].filter((id): id is string => id !== null);
    let text: string | undefined;
    const out: FilterResultJson[] = [];
    for (const filter of this.filters) {
      let keywordMatches: string[] | null = null;
      if (filter.keywords) {
        text ??= this.textOf(status, original);
        const match = filter.keywords.exec(text);
        if (match) keywordMatches = [match[0]];
      }
      const statusMatches = ids.filter((id) => filter.statusIds.has(id));
      if (keywordMatches === null && statusMatches.length === 0) continue;
      out.push({ filter: serializeFilterResultFilter(filter.row), keyword_matches: keywordMatches, status_matches: statusMatches.length > 0 ? statusMatches : null });
    }
    return out;
  }

  /**
   * Whether a `hide` filter of `context` drops the status for this viewer (never the viewer's own;
   * Mastodon's web client drops such statuses, and this server does it for clients that do not).
   */
  hides(status: StatusRow, context: FilterContext, original?: StatusRow): boolean {
    if (status.account_id === this.viewerId || !this.hidesIn(context)) return false;
    return hiddenByResults(this.results(status, original), context);
  }

  private textOf(status: StatusRow, original?: StatusRow): string {
    const proper = status.reblog_of_id ? (original ?? findStatus(this.instance.db, status.reblog_of_id)) : status;
    if (!proper) return '';
    this.preload([proper]);
    return this.texts.get(proper.id) ?? '';
  }
}

/** Whether FilterResults include a `hide` filter of `context`. */
export function hiddenByResults(results: readonly FilterResultJson[], context: FilterContext): boolean {
  return results.some((result) => result.filter.filter_action === 'hide' && result.filter.context.includes(context));
}

/** Whether a serialized status is dropped for `viewerId` in `context` by the filters it carries. */
export function hiddenStatusJson(json: { account: { id: string }; filtered: readonly FilterResultJson[] } | null | undefined, viewerId: string, context: FilterContext): boolean {
  return json !== null && json !== undefined && json.account.id !== viewerId && hiddenByResults(json.filtered, context);
}

/** Status#searchable_text: content warning, text, poll options and media descriptions. */
function searchableText(status: StatusRow, options: readonly string[], descriptions: readonly string[]): string {
  const body = status.text !== '' ? status.text : plainText(status.content);
  return [status.spoiler_text, body, options.join('\n\n'), descriptions.join('\n\n')].join('\n\n');
}

function pollOptions(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((option): option is string => typeof option === 'string') : [];
  } catch {
    return [];
  }
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The statuses a `hide` filter of `context` does not drop for the viewer (all of them when signed out). */
export function withoutHidden<T extends { account: { id: string }; filtered: readonly FilterResultJson[] }>(statuses: readonly T[], viewerId: string | null, context: FilterContext): T[] {
  return viewerId === null ? [...statuses] : statuses.filter((json) => !hiddenStatusJson(json, viewerId, context));
}
