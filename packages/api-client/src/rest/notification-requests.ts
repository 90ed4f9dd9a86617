import * as z from 'zod/mini';
import { NotificationRequestSchema } from '../entities';
import { Flag } from '../entities/common';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

const MergedSchema = z.object({ merged: Flag });

/**
 * Notifications held back by the user's notification policy, one request per account (Mastodon 4.3+).
 * https://docs.joinmastodon.org/methods/notifications/#get-requests
 */
export function createNotificationRequestsResource(http: HttpClient) {
  const base = '/api/v1/notifications/requests';
  const path = (id: string) => `${base}/${seg(id)}`;
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(NotificationRequestSchema, { method: 'GET', path: base, query: { ...params } }, options),
    fetch: (id: string, options?: RequestOptions) => http.json(NotificationRequestSchema, { method: 'GET', path: path(id) }, options),
    /** Lets the account's filtered notifications through, now and from now on. */
    accept: (id: string, options?: RequestOptions) => http.empty({ method: 'POST', path: `${path(id)}/accept` }, options),
    /** Hides the request; it no longer counts as pending. */
    dismiss: (id: string, options?: RequestOptions) => http.empty({ method: 'POST', path: `${path(id)}/dismiss` }, options),
    acceptMany: (ids: readonly string[], options?: RequestOptions) =>
      http.empty({ method: 'POST', path: `${base}/accept`, json: { id: ids } }, options),
    dismissMany: (ids: readonly string[], options?: RequestOptions) =>
      http.empty({ method: 'POST', path: `${base}/dismiss`, json: { id: ids } }, options),
    /**
     * Whether the notifications of every accepted request have been merged back into the list
     * (merging runs in the background). https://docs.joinmastodon.org/methods/notifications/#requests-merged
     */
    merged: async (options?: RequestOptions): Promise<boolean> =>
      (await http.json(MergedSchema, { method: 'GET', path: `${base}/merged` }, options)).merged,
  };
}

export type NotificationRequestsResource = ReturnType<typeof createNotificationRequestsResource>;
