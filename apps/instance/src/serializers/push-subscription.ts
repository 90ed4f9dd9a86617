import type { Instance } from '../context';
import { pushSubscriptionOfAccessToken, type PushSubscriptionRow } from '../db/repositories/push-subscriptions';
import { storedAlerts, vapidKeys } from '../services/web-push';

export interface PushSubscriptionJson {
  id: string;
  endpoint: string;
  alerts: Record<string, boolean>;
  server_key: string;
  policy: string;
}

/** https://docs.joinmastodon.org/entities/WebPushSubscription/ */
export function serializePushSubscription(instance: Instance, row: PushSubscriptionRow): PushSubscriptionJson {
  return { id: row.id, endpoint: row.endpoint, alerts: storedAlerts(row), server_key: vapidKeys(instance).publicKey, policy: row.policy };
}

/** The subscription of an access token (a web session's, for the page's initial state `push_subscription`), if any. */
export function pushSubscriptionOfToken(instance: Instance, token: string): PushSubscriptionJson | null {
  const row = pushSubscriptionOfAccessToken(instance.db, token);
  return row ? serializePushSubscription(instance, row) : null;
}
