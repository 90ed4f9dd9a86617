/**
 * A status search query read as Mastodon's SearchQueryParser does: words, "quoted phrases" and
 * `prefix:value` operators, each of which a leading `-` negates (a leading `+` changes nothing).
 * An unknown prefix, or an operator without a value, is only text.
 * https://docs.joinmastodon.org/user/network/#search
 */

/** What `has:` and `is:` can ask for (Mastodon's StatusesIndex `properties`). */
export type StatusProperty = 'media' | 'image' | 'video' | 'audio' | 'poll' | 'link' | 'embed' | 'sensitive' | 'reply';

export type StatusQueryClause =
  /** Words that must occur in the text, in order when `phrase`; `prefix`: the last may be the start of a word. */
  | { kind: 'text'; negated: boolean; words: string; phrase: boolean; prefix: boolean }
  /** `from:me` or `from:user[@domain]`. */
  | { kind: 'from'; negated: boolean; handle: string }
  /** `has:x` or `is:x`; an unknown property (null) matches nothing. */
  | { kind: 'property'; negated: boolean; property: StatusProperty | null }
  | { kind: 'language'; negated: boolean; language: string }
  /** `before:`, `after:` or `during:` a UTC day (YYYY-MM-DD). */
  | { kind: 'date'; negated: boolean; relation: 'before' | 'after' | 'during'; day: string }
  | { kind: 'domain'; negated: boolean; domain: string }
  /** `in:library` (what the viewer wrote or interacted with), `in:public`, `in:all`. */
  | { kind: 'in'; negated: boolean; scope: 'library' | 'public' | 'all' };

const PROPERTIES: readonly StatusProperty[] = ['media', 'image', 'video', 'audio', 'poll', 'link', 'embed', 'sensitive', 'reply'];
const OPERATORS = ['from', 'has', 'is', 'language', 'before', 'after', 'during', 'domain', 'in'] as const;
type Operator = (typeof OPERATORS)[number];

const isOperator = (name: string): name is Operator => (OPERATORS as readonly string[]).includes(name);
const isProperty = (name: string): name is StatusProperty => (PROPERTIES as readonly string[]).includes(name);

/** A real calendar day as YYYY-MM-DD, or null. */
export function calendarDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** Whether the text holds anything a word index keeps (a letter or a digit). */
const hasWord = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** The clause an operator makes, or null when its value is malformed and it is dropped (as a bad date). */
function operatorClause(operator: Operator, value: string, negated: boolean): StatusQueryClause | null {
  switch (operator) {
    case 'from':
      return { kind: 'from', negated, handle: value };
    case 'has':
    case 'is': {
      const name = value.toLowerCase();
      return { kind: 'property', negated, property: isProperty(name) ? name : null };
    }
    case 'language':
      return { kind: 'language', negated, language: value };
    case 'before':
    case 'after':
    case 'during': {
      const day = calendarDay(value);
      return day === null ? null : { kind: 'date', negated, relation: operator, day };
    }
    case 'domain':
      return { kind: 'domain', negated, domain: value.toLowerCase() };
    case 'in': {
      const scope = value.toLowerCase();
      return scope === 'library' || scope === 'public' || scope === 'all' ? { kind: 'in', negated, scope } : null;
    }
  }
}

/** The clauses of a query, in order. The last clause, if it is a plain word, may match as a prefix. */
export function parseStatusQuery(query: string): StatusQueryClause[] {
  const clauses: StatusQueryClause[] = [];
  const tokens = query.matchAll(/([+-]?)(?:"([^"]*)(?:"|$)|(\S+))/gu);
  for (const [, sign, phrase, word] of tokens) {
    const negated = sign === '-';
    if (phrase !== undefined) {
      if (hasWord(phrase)) clauses.push({ kind: 'text', negated, words: phrase, phrase: true, prefix: false });
      continue;
    }
    if (word === undefined) continue;
    const operator = /^([a-z]+):(.+)$/i.exec(word);
    const name = operator?.[1]?.toLowerCase() ?? '';
    if (operator?.[2] !== undefined && isOperator(name)) {
      const clause = operatorClause(name, operator[2], negated);
      if (clause) clauses.push(clause);
      continue;
    }
    if (hasWord(word)) clauses.push({ kind: 'text', negated, words: word, phrase: false, prefix: false });
  }
  const last = clauses.at(-1);
  if (last?.kind === 'text' && !last.phrase && !last.negated && /\S$/.test(query)) last.prefix = true;
  return clauses;
}

/** One text clause as an FTS5 string (quoted, so nothing in it is FTS syntax), `*` for a prefix. */
function ftsString(clause: Extract<StatusQueryClause, { kind: 'text' }>): string {
  return `"${clause.words.replaceAll('"', '""')}"${clause.prefix ? '*' : ''}`;
}

/**
 * The FTS5 expressions of the text clauses: `must` every positive one matches (null: none),
 * `mustNot` any negated one matches (null: none).
 */
export function ftsExpressions(clauses: readonly StatusQueryClause[]): { must: string | null; mustNot: string | null } {
  const text = clauses.filter((clause) => clause.kind === 'text');
  const must = text.filter((clause) => !clause.negated).map(ftsString);
  const mustNot = text.filter((clause) => clause.negated).map(ftsString);
  return { must: must.length > 0 ? must.join(' AND ') : null, mustNot: mustNot.length > 0 ? mustNot.join(' OR ') : null };
}
