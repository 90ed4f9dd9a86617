import { PushSubscriptionSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

export interface PushAlerts {
  follow?: boolean;
  follow_request?: boolean;
  favourite?: boolean;
  reblog?: boolean;
  mention?: boolean;
  poll?: boolean;
  status?: boolean;
  update?: boolean;
}

/** What the browser's PushManager gives (`PushSubscription.toJSON()`). */
export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushData {
  alerts?: PushAlerts;
  policy?: 'all' | 'followed' | 'follower' | 'none';
}

/**
 * https://docs.joinmastodon.org/methods/push/ and the web client's session-bound
 * `/api/web/push_subscriptions` (used by Mastodon's own web UI).
 */
export function createPushSubscriptionsResource(http: HttpClient) {
  const v1 = '/api/v1/push/subscription';
  return {
    create: (subscription: BrowserPushSubscription, data: PushData = {}, options?: RequestOptions) =>
      http.json(PushSubscriptionSchema, { method: 'POST', path: v1, json: { subscription, data } }, options),
    fetch: (options?: RequestOptions) => http.json(PushSubscriptionSchema, { method: 'GET', path: v1 }, options),
    update: (data: PushData, options?: RequestOptions) =>
      http.json(PushSubscriptionSchema, { method: 'PUT', path: v1, json: { data } }, options),
    remove: (options?: RequestOptions) => http.empty({ method: 'DELETE', path: v1 }, options),
    createForWeb: (subscription: BrowserPushSubscription, data: PushData = {}, options?: RequestOptions) =>
      http.json(PushSubscriptionSchema, { method: 'POST', path: '/api/web/push_subscriptions', json: { subscription, data } }, options),
    updateForWeb: (id: string, data: PushData, options?: RequestOptions) =>
      http.json(PushSubscriptionSchema, { method: 'PUT', path: `/api/web/push_subscriptions/${seg(id)}`, json: { data } }, options),
  };
}

export type PushSubscriptionsResource = ReturnType<typeof createPushSubscriptionsResource>;
