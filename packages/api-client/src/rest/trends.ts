import { StatusSchema, TagSchema, TrendsLinkSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';

export interface TrendsParams {
  limit?: number;
  /** Skip the first n results; Link cursors carry it on. */
  offset?: number;
}

/** What is trending on the server. https://docs.joinmastodon.org/methods/trends/ */
export function createTrendsResource(http: HttpClient) {
  return {
    tags: (params: TrendsParams = {}, options?: PageOptions) =>
      http.paginate(TagSchema, { method: 'GET', path: '/api/v1/trends/tags', query: { ...params } }, options),
    statuses: (params: TrendsParams = {}, options?: PageOptions) =>
      http.paginate(StatusSchema, { method: 'GET', path: '/api/v1/trends/statuses', query: { ...params } }, options),
    /** Their statuses: `timelines.link(url)`. */
    links: (params: TrendsParams = {}, options?: PageOptions) =>
      http.paginate(TrendsLinkSchema, { method: 'GET', path: '/api/v1/trends/links', query: { ...params } }, options),
  };
}

export type TrendsResource = ReturnType<typeof createTrendsResource>;
