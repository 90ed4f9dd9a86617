import * as z from 'zod/mini';
import { FilterKeywordSchema, FilterStatusSchema, FilterV2Schema, type FilterAction, type FilterContext } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

export interface FilterKeywordParams {
  keyword: string;
  whole_word?: boolean;
}

/** A keyword given with a filter: with `id`, an existing one to change, or with `_destroy`, to remove. */
export interface FilterKeywordAttributes {
  id?: string;
  keyword?: string;
  whole_word?: boolean;
  _destroy?: boolean;
}

export interface FilterV2Params {
  title: string;
  context: ReadonlyArray<Exclude<FilterContext, 'unknown'>>;
  /** `warn` when left out; `blur` is Mastodon 4.4+. */
  filter_action?: Exclude<FilterAction, 'unknown'>;
  /** Seconds from now; null for never. */
  expires_in?: number | null;
  keywords_attributes?: readonly FilterKeywordAttributes[];
}

/** v2 filters (Mastodon 4.0+), their keywords and statuses. https://docs.joinmastodon.org/methods/filters/ */
export function createFiltersV2Resource(http: HttpClient) {
  const path = (id: string) => `/api/v2/filters/${seg(id)}`;
  const keyword = (id: string) => `/api/v2/filters/keywords/${seg(id)}`;
  const status = (id: string) => `/api/v2/filters/statuses/${seg(id)}`;
  return {
    list: (options?: RequestOptions) => http.json(z.array(FilterV2Schema), { method: 'GET', path: '/api/v2/filters' }, options),
    fetch: (id: string, options?: RequestOptions) => http.json(FilterV2Schema, { method: 'GET', path: path(id) }, options),
    create: (params: FilterV2Params, options?: RequestOptions) =>
      http.json(FilterV2Schema, { method: 'POST', path: '/api/v2/filters', json: params }, options),
    update: (id: string, params: Partial<FilterV2Params>, options?: RequestOptions) =>
      http.json(FilterV2Schema, { method: 'PUT', path: path(id), json: params }, options),
    remove: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: path(id) }, options),

    /** https://docs.joinmastodon.org/methods/filters/#keywords-get */
    keywords: (filterId: string, options?: RequestOptions) =>
      http.json(z.array(FilterKeywordSchema), { method: 'GET', path: `${path(filterId)}/keywords` }, options),
    addKeyword: (filterId: string, params: FilterKeywordParams, options?: RequestOptions) =>
      http.json(FilterKeywordSchema, { method: 'POST', path: `${path(filterId)}/keywords`, json: params }, options),
    fetchKeyword: (id: string, options?: RequestOptions) =>
      http.json(FilterKeywordSchema, { method: 'GET', path: keyword(id) }, options),
    updateKeyword: (id: string, params: FilterKeywordParams, options?: RequestOptions) =>
      http.json(FilterKeywordSchema, { method: 'PUT', path: keyword(id), json: params }, options),
    removeKeyword: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: keyword(id) }, options),

    /** https://docs.joinmastodon.org/methods/filters/#statuses-get */
    statuses: (filterId: string, options?: RequestOptions) =>
      http.json(z.array(FilterStatusSchema), { method: 'GET', path: `${path(filterId)}/statuses` }, options),
    addStatus: (filterId: string, statusId: string, options?: RequestOptions) =>
      http.json(FilterStatusSchema, { method: 'POST', path: `${path(filterId)}/statuses`, json: { status_id: statusId } }, options),
    fetchStatus: (id: string, options?: RequestOptions) =>
      http.json(FilterStatusSchema, { method: 'GET', path: status(id) }, options),
    removeStatus: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: status(id) }, options),
  };
}

export type FiltersV2Resource = ReturnType<typeof createFiltersV2Resource>;
