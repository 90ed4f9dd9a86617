import { AccountSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import type { RangeParams } from './params';

/** The accounts the user features on their profile. https://docs.joinmastodon.org/methods/endorsements/ */
export function createEndorsementsResource(http: HttpClient) {
  return {
    list: (params: Omit<RangeParams, 'min_id'> = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: '/api/v1/endorsements', query: { ...params } }, options),
  };
}

export type EndorsementsResource = ReturnType<typeof createEndorsementsResource>;
