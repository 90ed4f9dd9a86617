import * as z from 'zod/mini';
import { AccountSchema, SuggestionSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/** Follow suggestions. https://docs.joinmastodon.org/methods/suggestions/ */
export function createSuggestionsResource(http: HttpClient) {
  return {
    /** v1 (deprecated since 3.4): accounts alone. */
    list: (params: { limit?: number } = {}, options?: RequestOptions) =>
      http.json(z.array(AccountSchema), { method: 'GET', path: '/api/v1/suggestions', query: { ...params } }, options),
    /** v2 (Mastodon 3.4+): each account with why it is suggested. https://docs.joinmastodon.org/methods/suggestions/#v2 */
    v2: (params: { limit?: number } = {}, options?: RequestOptions) =>
      http.json(z.array(SuggestionSchema), { method: 'GET', path: '/api/v2/suggestions', query: { ...params } }, options),
    remove: (accountId: string, options?: RequestOptions) =>
      http.empty({ method: 'DELETE', path: `/api/v1/suggestions/${seg(accountId)}` }, options),
  };
}

export type SuggestionsResource = ReturnType<typeof createSuggestionsResource>;
