import { filterContexts, type KeywordFilterRow } from '../db/repositories/filters';
import type { FilterKeywordRow, FilterRow, FilterStatusRow } from '../db/rows';

export interface FilterJson {
  id: string;
  phrase: string;
  context: string[];
  whole_word: boolean;
  expires_at: string | null;
  irreversible: boolean;
}

export interface FilterKeywordJson {
  id: string;
  keyword: string;
  whole_word: boolean;
}

export interface FilterStatusJson {
  id: string;
  status_id: string;
}

/** A v2 filter as FilterResult carries it: without its keywords and statuses. */
export interface FilterResultFilterJson {
  id: string;
  title: string;
  context: string[];
  expires_at: string | null;
  filter_action: string;
}

export interface FilterV2Json extends FilterResultFilterJson {
  keywords: FilterKeywordJson[];
  statuses: FilterStatusJson[];
}

/** https://docs.joinmastodon.org/entities/FilterResult/ */
export interface FilterResultJson {
  filter: FilterResultFilterJson;
  keyword_matches: string[] | null;
  status_matches: string[] | null;
}

/** A keyword as a v1 filter (REST::V1::FilterSerializer). https://docs.joinmastodon.org/entities/V1_Filter/ */
export function serializeFilter(row: KeywordFilterRow): FilterJson {
  return {
    id: row.id,
    phrase: row.keyword,
    context: filterContexts(row),
    whole_word: row.whole_word === 1,
    expires_at: row.expires_at,
    irreversible: row.action === 'hide',
  };
}

/** https://docs.joinmastodon.org/entities/FilterKeyword/ */
export function serializeFilterKeyword(row: FilterKeywordRow): FilterKeywordJson {
  return { id: row.id, keyword: row.keyword, whole_word: row.whole_word === 1 };
}

/** https://docs.joinmastodon.org/entities/FilterStatus/ */
export function serializeFilterStatus(row: FilterStatusRow): FilterStatusJson {
  return { id: row.id, status_id: row.status_id };
}

export function serializeFilterResultFilter(row: FilterRow): FilterResultFilterJson {
  return { id: row.id, title: row.title, context: filterContexts(row), expires_at: row.expires_at, filter_action: row.action };
}

/** https://docs.joinmastodon.org/entities/Filter/ (with its keywords and statuses, as the v2 API answers). */
export function serializeFilterV2(row: FilterRow, keywords: readonly FilterKeywordRow[], statuses: readonly FilterStatusRow[]): FilterV2Json {
  return { ...serializeFilterResultFilter(row), keywords: keywords.map(serializeFilterKeyword), statuses: statuses.map(serializeFilterStatus) };
}
