import { ConversationSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

/** https://docs.joinmastodon.org/methods/conversations/ */
export function createConversationsResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(ConversationSchema, { method: 'GET', path: '/api/v1/conversations', query: { ...params } }, options),
    read: (id: string, options?: RequestOptions) =>
      http.json(ConversationSchema, { method: 'POST', path: `/api/v1/conversations/${seg(id)}/read` }, options),
    remove: (id: string, options?: RequestOptions) =>
      http.empty({ method: 'DELETE', path: `/api/v1/conversations/${seg(id)}` }, options),
  };
}

export type ConversationsResource = ReturnType<typeof createConversationsResource>;
