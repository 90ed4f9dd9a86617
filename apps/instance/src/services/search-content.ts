import type { Instance } from '../context';
import { statusesContaining, tagNamesStartingWith, tagUsesByDay } from '../db/repositories/content-search';
import type { StatusRow } from '../db/rows';

export interface StatusSearchOptions {
  limit: number;
  offset: number;
  accountId: string | null;
  maxId: string | null;
  minId: string | null;
}

/**
 * Statuses (not boosts) whose text or content warning contains every word of the query, among
 * those the viewer may see and has not filtered out (blocks, mutes, domain blocks), newest first.
 * Stands in for Mastodon's Elasticsearch status search, which needs a signed-in viewer.
 */
export function searchStatuses(instance: Instance, viewerId: string, query: string, options: StatusSearchOptions): StatusRow[] {
  const terms = query.trim().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return statusesContaining(instance.db, { viewerId, now: instance.now().toISOString(), terms, ...options });
}

export interface TagHistoryJson {
  day: string;
  uses: string;
  accounts: string;
}

export interface TagJson {
  name: string;
  url: string;
  history: TagHistoryJson[];
  following?: boolean;
}

/** Uses of a tag on each of the last 7 days (today first), as Mastodon's Tag history: unix day, uses, accounts, all strings. */
export function tagHistory(instance: Instance, name: string): TagHistoryJson[] {
  const today = new Date(instance.now().toISOString().slice(0, 10));
  const days = Array.from({ length: 7 }, (_, i) => new Date(today.getTime() - i * 86_400_000));
  const oldest = days.at(-1) ?? today;
  const rows = tagUsesByDay(instance.db, name, oldest.toISOString());
  return days.map((day) => {
    const row = rows.find((r) => r.day === day.toISOString().slice(0, 10));
    return { day: String(day.getTime() / 1000), uses: String(row?.uses ?? 0), accounts: String(row?.accounts ?? 0) };
  });
}

/**
 * Hashtags used here whose name starts with the query (without its `#`): an exact match first,
 * then shorter names first, as Mastodon's Tag.search_for.
 */
export function searchHashtags(instance: Instance, viewerId: string | null, query: string, limit: number, offset: number): TagJson[] {
  const name = query.trim().replace(/^#/, '').toLowerCase();
  if (name === '') return [];
  return tagNamesStartingWith(instance.db, name, limit, offset).map((tag) => {
    const json: TagJson = {
      name: tag,
      url: `${instance.config.baseUrl}/tags/${encodeURIComponent(tag)}`,
      history: tagHistory(instance, tag),
    };
    if (viewerId !== null) json.following = false;
    return json;
  });
}
