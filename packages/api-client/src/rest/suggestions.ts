import * as z from 'zod/mini';
import { AccountSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/** v1 follow suggestions. https://docs.joinmastodon.org/methods/suggestions/ */
export function createSuggestionsResource(http: HttpClient) {
  return {
    list: (params: { limit?: number } = {}, options?: RequestOptions) =>
      http.json(z.array(AccountSchema), { method: 'GET', path: '/api/v1/suggestions', query: { ...params } }, options),
    remove: (accountId: string, options?: RequestOptions) =>
      http.empty({ method: 'DELETE', path: `/api/v1/suggestions/${seg(accountId)}` }, options),
  };
}

export type SuggestionsResource = ReturnType<typeof createSuggestionsResource>;
