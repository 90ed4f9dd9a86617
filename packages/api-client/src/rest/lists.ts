import * as z from 'zod/mini';
import { AccountSchema, ListSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg } from './params';

export interface ListParams {
  title: string;
  replies_policy?: 'followed' | 'list' | 'none';
  exclusive?: boolean;
}

/** https://docs.joinmastodon.org/methods/lists/ */
export function createListsResource(http: HttpClient) {
  const path = (id: string) => `/api/v1/lists/${seg(id)}`;
  return {
    list: (options?: RequestOptions) => http.json(z.array(ListSchema), { method: 'GET', path: '/api/v1/lists' }, options),
    fetch: (id: string, options?: RequestOptions) => http.json(ListSchema, { method: 'GET', path: path(id) }, options),
    create: (params: ListParams, options?: RequestOptions) =>
      http.json(ListSchema, { method: 'POST', path: '/api/v1/lists', json: params }, options),
    update: (id: string, params: ListParams, options?: RequestOptions) =>
      http.json(ListSchema, { method: 'PUT', path: path(id), json: params }, options),
    remove: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: path(id) }, options),
    /** `limit: 0` returns every member at once. */
    accounts: (id: string, params: { limit?: number; max_id?: string } = { limit: 0 }, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: `${path(id)}/accounts`, query: { ...params } }, options),
    addAccounts: (id: string, accountIds: readonly string[], options?: RequestOptions) =>
      http.empty({ method: 'POST', path: `${path(id)}/accounts`, json: { account_ids: accountIds } }, options),
    removeAccounts: (id: string, accountIds: readonly string[], options?: RequestOptions) =>
      http.empty({ method: 'DELETE', path: `${path(id)}/accounts`, query: { account_ids: accountIds } }, options),
  };
}

export type ListsResource = ReturnType<typeof createListsResource>;
