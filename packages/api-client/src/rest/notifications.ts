import { NotificationSchema, type NotificationType } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

export interface NotificationsParams extends RangeParams {
  exclude_types?: ReadonlyArray<Exclude<NotificationType, 'unknown'>>;
  types?: ReadonlyArray<Exclude<NotificationType, 'unknown'>>;
  account_id?: string;
}

/** https://docs.joinmastodon.org/methods/notifications/ */
export function createNotificationsResource(http: HttpClient) {
  return {
    list: (params: NotificationsParams = {}, options?: PageOptions) =>
      http.paginate(NotificationSchema, { method: 'GET', path: '/api/v1/notifications', query: { ...params } }, options),
    fetch: (id: string, options?: RequestOptions) =>
      http.json(NotificationSchema, { method: 'GET', path: `/api/v1/notifications/${seg(id)}` }, options),
    clear: (options?: RequestOptions) => http.empty({ method: 'POST', path: '/api/v1/notifications/clear' }, options),
    dismiss: (id: string, options?: RequestOptions) =>
      http.empty({ method: 'POST', path: `/api/v1/notifications/${seg(id)}/dismiss` }, options),
  };
}

export type NotificationsResource = ReturnType<typeof createNotificationsResource>;
