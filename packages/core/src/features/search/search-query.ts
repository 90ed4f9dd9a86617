import type { SearchResults as ApiSearchResults } from '@trumpet/api-client';
import type { SearchResolved } from './search-state';

/** What the search field's text looks like, for the instant menu and for opening what a query names. */
export type SearchQuery =
  | { kind: 'empty' }
  | { kind: 'url'; url: string }
  /** `hashtag`: the tag a "go to #tag" opens; `handle`: the user@host (or @user) a "go to" opens; both without their sigil. */
  | { kind: 'text'; text: string; hashtag: string | null; handle: string | null };

const URL_QUERY = /^https?:\/\/\S+$/i;
// A hashtag is letters, marks, digits and underscores with at least one that is not a digit.
const HASHTAG_QUERY = /^#?([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)$/u;
// Mastodon usernames (letters, digits, underscores; dots and dashes inside), then an optional domain.
const HANDLE_QUERY = /^@?([a-z0-9_]+(?:[.-]+[a-z0-9_]+)*)(?:@((?:[a-z0-9-]+\.)+[a-z0-9-]+|localhost)(?::\d{1,5})?)?$/i;

function isUrl(text: string): boolean {
  if (!URL_QUERY.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** Reads the field's text; surrounding whitespace does not count (SPEC §5: an empty query does nothing). */
export function readSearchQuery(value: string): SearchQuery {
  const text = value.trim();
  if (text === '') return { kind: 'empty' };
  if (isUrl(text)) return { kind: 'url', url: text };
  const handleMatch = HANDLE_QUERY.exec(text);
  // "@name" or "name@host" names an account; a bare word could be either, and is offered as a hashtag.
  const handle = handleMatch && (text.startsWith('@') || text.includes('@', 1)) ? text.replace(/^@/, '') : null;
  const hashtagMatch = text.startsWith('@') ? null : HASHTAG_QUERY.exec(text);
  return { kind: 'text', text, hashtag: hashtagMatch?.[1] ?? null, handle };
}

/** A hashtag's name as the tag timeline's path takes it: lowercase, without the '#'. */
export function hashtagSlug(name: string): string {
  return name.replace(/^#/, '').toLowerCase();
}

function hostOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * What a submitted query opens: a URL opens the status or the profile the server resolved it to;
 * with `open`, a handle opens the account it names exactly (user@host, or a local user by name).
 */
export function resolvedTarget(q: string, open: boolean, results: ApiSearchResults): SearchResolved | null {
  const query = readSearchQuery(q);
  if (query.kind === 'url') {
    const status = results.statuses[0];
    if (status) return { kind: 'status', id: status.id };
    const account = results.accounts[0];
    return account ? { kind: 'account', id: account.id } : null;
  }
  if (!open || query.kind !== 'text' || query.handle === null) return null;
  const handle = query.handle.toLowerCase();
  const account = results.accounts.find((candidate) => {
    if (candidate.acct.toLowerCase() === handle) return true;
    const host = hostOf(candidate.url);
    return host !== null && `${candidate.username}@${host}`.toLowerCase() === handle;
  });
  return account ? { kind: 'account', id: account.id } : null;
}
