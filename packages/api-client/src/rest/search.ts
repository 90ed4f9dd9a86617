import { SearchResultsSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

export interface SearchParams {
  q: string;
  type?: 'accounts' | 'hashtags' | 'statuses';
  resolve?: boolean;
  following?: boolean;
  account_id?: string;
  limit?: number;
  offset?: number;
  max_id?: string;
  min_id?: string;
}

/** https://docs.joinmastodon.org/methods/search/#v2 */
export function createSearchResource(http: HttpClient) {
  return {
    search: (params: SearchParams, options?: RequestOptions) =>
      http.json(SearchResultsSchema, { method: 'GET', path: '/api/v2/search', query: { ...params } }, options),
  };
}

export type SearchResource = ReturnType<typeof createSearchResource>;
