import { hashtagSlug, type SearchType } from '@trumpet/core';
import type { SearchTab } from '@trumpet/ui';

export const SEARCH_PATH = '/search';

/** The full results screen for `q` on a tab: /search?q=…&type=… (no type for All). */
export function searchPath(q: string, tab: SearchTab = 'all'): string {
  const params = new URLSearchParams({ q });
  if (tab !== 'all') params.set('type', tab);
  return `${SEARCH_PATH}?${params.toString()}`;
}

const TYPES: readonly SearchType[] = ['accounts', 'hashtags', 'statuses'];

/** The tab a `type` param names; anything else is All. */
export function searchTabOf(type: string | null): SearchTab {
  return TYPES.find((known) => known === type) ?? 'all';
}

/** SPEC §2 /timelines/tag/{tag}: lowercase, without '#'. */
export const hashtagPath = (name: string): string => `/timelines/tag/${encodeURIComponent(hashtagSlug(name))}`;
