import { StatusSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import type { RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/bookmarks/ */
export function createBookmarksResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(StatusSchema, { method: 'GET', path: '/api/v1/bookmarks', query: { ...params } }, options),
  };
}

export type BookmarksResource = ReturnType<typeof createBookmarksResource>;
