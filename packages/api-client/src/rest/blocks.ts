import { AccountSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import type { RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/blocks/ */
export function createBlocksResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: '/api/v1/blocks', query: { ...params } }, options),
  };
}

export type BlocksResource = ReturnType<typeof createBlocksResource>;
