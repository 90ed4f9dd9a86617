import { ScheduledStatusSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

/** Statuses posted later (created by statuses.create with `scheduled_at`). https://docs.joinmastodon.org/methods/scheduled_statuses/ */
export function createScheduledStatusesResource(http: HttpClient) {
  const path = (id: string) => `/api/v1/scheduled_statuses/${seg(id)}`;
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(ScheduledStatusSchema, { method: 'GET', path: '/api/v1/scheduled_statuses', query: { ...params } }, options),
    fetch: (id: string, options?: RequestOptions) => http.json(ScheduledStatusSchema, { method: 'GET', path: path(id) }, options),
    /** Moves the posting time: an ISO 8601 datetime at least 5 minutes ahead. */
    update: (id: string, params: { scheduled_at: string }, options?: RequestOptions) =>
      http.json(ScheduledStatusSchema, { method: 'PUT', path: path(id), json: params }, options),
    /** Cancels it: nothing is posted. */
    remove: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: path(id) }, options),
  };
}

export type ScheduledStatusesResource = ReturnType<typeof createScheduledStatusesResource>;
