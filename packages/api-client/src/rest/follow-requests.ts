import { AccountSchema, RelationshipSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/follow_requests/ */
export function createFollowRequestsResource(http: HttpClient) {
  const decide = (id: string, verb: 'authorize' | 'reject', options?: RequestOptions) =>
    http.json(RelationshipSchema, { method: 'POST', path: `/api/v1/follow_requests/${seg(id)}/${verb}` }, options);
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: '/api/v1/follow_requests', query: { ...params } }, options),
    authorize: (id: string, options?: RequestOptions) => decide(id, 'authorize', options),
    reject: (id: string, options?: RequestOptions) => decide(id, 'reject', options),
  };
}

export type FollowRequestsResource = ReturnType<typeof createFollowRequestsResource>;
