import * as z from 'zod/mini';
import { FilterSchema, type FilterContext } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

export interface FilterParams {
  phrase: string;
  context: ReadonlyArray<Exclude<FilterContext, 'unknown'>>;
  irreversible?: boolean;
  whole_word?: boolean;
  /** Seconds from now; null for never. */
  expires_in?: number | null;
}

/** v1 filters (muted words). https://docs.joinmastodon.org/methods/filters/#v1 */
export function createFiltersResource(http: HttpClient) {
  const path = (id: string) => `/api/v1/filters/${seg(id)}`;
  return {
    list: (options?: RequestOptions) => http.json(z.array(FilterSchema), { method: 'GET', path: '/api/v1/filters' }, options),
    fetch: (id: string, options?: RequestOptions) => http.json(FilterSchema, { method: 'GET', path: path(id) }, options),
    create: (params: FilterParams, options?: RequestOptions) =>
      http.json(FilterSchema, { method: 'POST', path: '/api/v1/filters', json: params }, options),
    update: (id: string, params: FilterParams, options?: RequestOptions) =>
      http.json(FilterSchema, { method: 'PUT', path: path(id), json: params }, options),
    remove: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: path(id) }, options),
  };
}

export type FiltersResource = ReturnType<typeof createFiltersResource>;
