import { AccountSchema, ContextSchema, StatusSchema, type Visibility } from '../entities';
import type { HttpClient } from '../http/http-client';
import { newIdempotencyKey } from '../http/idempotency';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

export interface CreateStatusParams {
  status?: string;
  in_reply_to_id?: string | null;
  media_ids?: string[];
  sensitive?: boolean;
  spoiler_text?: string;
  visibility?: Exclude<Visibility, 'unknown'>;
  language?: string | null;
  scheduled_at?: string | null;
  poll?: { options: string[]; expires_in: number; multiple?: boolean; hide_totals?: boolean } | null;
}

export interface CreateStatusOptions extends RequestOptions {
  /** Reuse the same key to retry a post without posting it twice; a fresh one is made if absent. */
  idempotencyKey?: string;
}

/** https://docs.joinmastodon.org/methods/statuses/ */
export function createStatusesResource(http: HttpClient) {
  const action = (id: string, verb: string, options?: RequestOptions, json?: unknown) =>
    http.json(StatusSchema, { method: 'POST', path: `/api/v1/statuses/${seg(id)}/${verb}`, json }, options);

  return {
    create: (params: CreateStatusParams, options: CreateStatusOptions = {}) =>
      http.json(
        StatusSchema,
        {
          method: 'POST',
          path: '/api/v1/statuses',
          json: params,
          headers: { 'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey() },
        },
        options,
      ),
    fetch: (id: string, options?: RequestOptions) =>
      http.json(StatusSchema, { method: 'GET', path: `/api/v1/statuses/${seg(id)}` }, options),
    context: (id: string, options?: RequestOptions) =>
      http.json(ContextSchema, { method: 'GET', path: `/api/v1/statuses/${seg(id)}/context` }, options),
    /** The answer carries `text` (the source) so the client can redraft. */
    remove: (id: string, options?: RequestOptions) =>
      http.json(StatusSchema, { method: 'DELETE', path: `/api/v1/statuses/${seg(id)}` }, options),
    reblog: (id: string, params: { visibility?: 'public' | 'unlisted' | 'private' } = {}, options?: RequestOptions) =>
      action(id, 'reblog', options, params),
    unreblog: (id: string, options?: RequestOptions) => action(id, 'unreblog', options),
    favourite: (id: string, options?: RequestOptions) => action(id, 'favourite', options),
    unfavourite: (id: string, options?: RequestOptions) => action(id, 'unfavourite', options),
    bookmark: (id: string, options?: RequestOptions) => action(id, 'bookmark', options),
    unbookmark: (id: string, options?: RequestOptions) => action(id, 'unbookmark', options),
    pin: (id: string, options?: RequestOptions) => action(id, 'pin', options),
    unpin: (id: string, options?: RequestOptions) => action(id, 'unpin', options),
    mute: (id: string, options?: RequestOptions) => action(id, 'mute', options),
    unmute: (id: string, options?: RequestOptions) => action(id, 'unmute', options),
    rebloggedBy: (id: string, params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: `/api/v1/statuses/${seg(id)}/reblogged_by`, query: { ...params } }, options),
    favouritedBy: (id: string, params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: `/api/v1/statuses/${seg(id)}/favourited_by`, query: { ...params } }, options),
  };
}

export type StatusesResource = ReturnType<typeof createStatusesResource>;
