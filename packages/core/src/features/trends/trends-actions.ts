import type { Tag, TrendsLink } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';
import type { TrendKind } from './trends-state';

/** `expand`: the page at the list's `next` link, appended; otherwise the first page, replacing the list. */
export interface TrendsRequest {
  expand?: boolean;
}

/** What a page brought; `skipped`: nothing was asked (already loading, or no next link to expand). */
export interface TrendsPage<T> {
  expand: boolean;
  items: T[];
  next: string | null;
  skipped: boolean;
}

/** GET /api/v1/trends/tags. */
export const fetchTrendingTags = createAsyncActions<TrendsRequest, TrendsPage<Tag>>('trends/FETCH_TAGS');
/** GET /api/v1/trends/statuses: the statuses go through the importer, their ids are kept. */
export const fetchTrendingStatuses = createAsyncActions<TrendsRequest, TrendsPage<string>>('trends/FETCH_STATUSES');
/** GET /api/v1/trends/links. */
export const fetchTrendingLinks = createAsyncActions<TrendsRequest, TrendsPage<TrendsLink>>('trends/FETCH_LINKS');
/** Put by the sagas once they have decided to call the server. */
export const trendsLoadStarted = createAction<{ kind: TrendKind }>('trends/LOAD_STARTED');
