import * as z from 'zod/mini';
import { AccountSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

export interface DirectoryParams {
  limit?: number;
  offset?: number;
  /** `active` (recently posted, the default) or `new` (recently created). */
  order?: 'active' | 'new';
  /** Only the server's own accounts. */
  local?: boolean;
}

/** The profile directory: accounts that opted in to discovery. https://docs.joinmastodon.org/methods/directory/ */
export function createDirectoryResource(http: HttpClient) {
  return {
    list: (params: DirectoryParams = {}, options?: RequestOptions) =>
      http.json(z.array(AccountSchema), { method: 'GET', path: '/api/v1/directory', query: { ...params } }, options),
  };
}

export type DirectoryResource = ReturnType<typeof createDirectoryResource>;
