import type { Filter, FilterContext as FilterContextName, FilterV2 } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/filters (SPEC §7); a failure shows no alert (SPEC §8). Stored where filtersLoaded puts them. */
export const fetchFilters = createAsyncActions<void, { filters: Filter[] }>('filters/FETCH');

/** GET /api/v2/filters (Mastodon 4.0+), fetched with the v1 filters; a failure (an older server) shows no alert. */
export const fetchFiltersV2 = createAsyncActions<void, { filters: FilterV2[] }>('filters/FETCH_V2');

/** A v2 filter as the muted-words form edits it; `keywords` with ids are existing ones, `remove` drops one. */
export interface FilterDraft {
  title: string;
  context: ReadonlyArray<Exclude<FilterContextName, 'unknown'>>;
  action: 'warn' | 'hide' | 'blur';
  /** Seconds from now, null for never, undefined to keep the current expiry (editing only). */
  expiresIn: number | null | undefined;
  keywords: ReadonlyArray<{ id?: string; keyword: string; wholeWord: boolean; remove?: boolean }>;
}

/**
 * POST /api/v2/filters, or PUT /api/v2/filters/:id with an id; where the server has no v2 filters, the
 * v1 calls with the draft's first keyword as the phrase (success then carries no v2 filter).
 * https://docs.joinmastodon.org/methods/filters/#create
 */
export const saveFilter = createAsyncActions<{ id: string | null; draft: FilterDraft }, { filter: FilterV2 | null }>('filters/SAVE');

/** DELETE /api/v2/filters/:id, or /api/v1/filters/:id where the server has no v2 filters. */
export const deleteFilter = createAsyncActions<{ id: string }, { id: string }>('filters/DELETE');
