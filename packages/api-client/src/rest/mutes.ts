import { AccountSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import type { RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/mutes/ */
export function createMutesResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: '/api/v1/mutes', query: { ...params } }, options),
  };
}

export type MutesResource = ReturnType<typeof createMutesResource>;
