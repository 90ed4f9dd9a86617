import type { Instance } from '../context';
import { statusesContaining, tagNamesStartingWith } from '../db/repositories/content-search';
import type { StatusRow } from '../db/rows';
import { serializeTags, type TagJson } from '../serializers/tag';

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

/**
 * Hashtags used here whose name starts with the query (without its `#`): an exact match first,
 * then shorter names first, as Mastodon's Tag.search_for; each as REST::TagSerializer (with its id).
 */
export function searchHashtags(instance: Instance, viewerId: string | null, query: string, limit: number, offset: number): TagJson[] {
  const name = query.trim().replace(/^#/, '').toLowerCase();
  if (name === '') return [];
  return serializeTags(instance, tagNamesStartingWith(instance.db, name, limit, offset), viewerId);
}
