import type { Instance } from '../context';
import { statusesMatching, tagNamesStartingWith, type StatusSearchCondition } from '../db/repositories/content-search';
import type { StatusRow } from '../db/rows';
import { serializeTags, type TagJson } from '../serializers/tag';
import { findAccountByAcct } from './account-lookup';
import { ftsExpressions, parseStatusQuery, type StatusQueryClause } from './status-query';

export interface StatusSearchOptions {
  limit: number;
  offset: number;
  accountId: string | null;
  maxId: string | null;
  minId: string | null;
}

const DAY_MS = 86_400_000;
const dayStart = (day: string, plusDays = 0): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * DAY_MS).toISOString();

/** A language code as asked and, for `pt-BR` or `pt_BR`, its base language too (Mastodon's language_code_from_term, lenient). */
function languageCodes(term: string): string[] {
  const code = term.toLowerCase().replace('_', '-');
  const base = code.split('-')[0] ?? code;
  return base === code ? [code] : [code, base];
}

/** An operator clause as a condition on statuses (text clauses are matched together, in `statusConditions`). */
function operatorCondition(instance: Instance, viewerId: string, clause: Exclude<StatusQueryClause, { kind: 'text' }>): StatusSearchCondition | null {
  const { negated } = clause;
  switch (clause.kind) {
    case 'from': {
      const accountId = clause.handle.toLowerCase() === 'me' ? viewerId : (findAccountByAcct(instance, clause.handle)?.id ?? null);
      return { kind: 'account', negated, accountId };
    }
    case 'property':
      return { kind: 'property', negated, property: clause.property };
    case 'language':
      return { kind: 'language', negated, codes: languageCodes(clause.language) };
    case 'date':
      // Days are UTC days (Mastodon uses the viewer's time zone, which this server does not keep).
      if (clause.relation === 'before') return { kind: 'created', negated, from: null, until: dayStart(clause.day) };
      if (clause.relation === 'after') return { kind: 'created', negated, from: dayStart(clause.day, 1), until: null };
      return { kind: 'created', negated, from: dayStart(clause.day), until: dayStart(clause.day, 1) };
    case 'domain': {
      const local = clause.domain === instance.config.domain.toLowerCase();
      return { kind: 'domain', negated, domain: local ? null : clause.domain };
    }
    case 'in':
      if (clause.scope === 'all') return null;
      return { kind: clause.scope, negated };
  }
}

/** What a query asks of statuses: its text through the full-text index, each operator as a filter. */
export function statusConditions(instance: Instance, viewerId: string, query: string): StatusSearchCondition[] {
  const clauses = parseStatusQuery(query);
  const conditions: StatusSearchCondition[] = [];
  const { must, mustNot } = ftsExpressions(clauses);
  if (must !== null) conditions.push({ kind: 'match', negated: false, expression: must });
  if (mustNot !== null) conditions.push({ kind: 'match', negated: true, expression: mustNot });
  for (const clause of clauses) {
    if (clause.kind === 'text') continue;
    const condition = operatorCondition(instance, viewerId, clause);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * Statuses (not boosts) matching the query (words, "phrases" and Mastodon's search operators, see
 * status-query.ts) among those the viewer may see and has not filtered out (blocks, mutes, domain
 * blocks), newest first. Stands in for Mastodon's Elasticsearch status search, which needs a
 * signed-in viewer. A query with nothing to search by finds nothing.
 */
export function searchStatuses(instance: Instance, viewerId: string, query: string, options: StatusSearchOptions): StatusRow[] {
  const conditions = statusConditions(instance, viewerId, query);
  if (conditions.length === 0) return [];
  return statusesMatching(instance.db, { viewerId, now: instance.now().toISOString(), conditions, ...options });
}

/**
 * Hashtags known here whose name starts with the query (without its `#`): an exact match first,
 * then shorter names first, as Mastodon's Tag.search_for; each as REST::TagSerializer (with its id,
 * the week's history and, signed in, `following`).
 */
export function searchHashtags(instance: Instance, viewerId: string | null, query: string, limit: number, offset: number): TagJson[] {
  const name = query.trim().replace(/^#/, '').toLowerCase();
  if (name === '') return [];
  return serializeTags(instance, tagNamesStartingWith(instance.db, name, limit, offset), viewerId);
}
