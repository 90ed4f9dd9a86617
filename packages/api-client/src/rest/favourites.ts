import { StatusSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import type { RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/favourites/ */
export function createFavouritesResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(StatusSchema, { method: 'GET', path: '/api/v1/favourites', query: { ...params } }, options),
  };
}

export type FavouritesResource = ReturnType<typeof createFavouritesResource>;
