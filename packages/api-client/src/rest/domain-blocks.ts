import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import type { RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/domain_blocks/ */
export function createDomainBlocksResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(z.string(), { method: 'GET', path: '/api/v1/domain_blocks', query: { ...params } }, options),
    block: (domain: string, options?: RequestOptions) =>
      http.empty({ method: 'POST', path: '/api/v1/domain_blocks', json: { domain } }, options),
    unblock: (domain: string, options?: RequestOptions) =>
      http.empty({ method: 'DELETE', path: '/api/v1/domain_blocks', query: { domain } }, options),
  };
}

export type DomainBlocksResource = ReturnType<typeof createDomainBlocksResource>;
