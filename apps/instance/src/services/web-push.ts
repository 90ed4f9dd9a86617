import webpush from 'web-push';
import type { Instance } from '../context';
import { isFollowing } from '../db/queries';
import { postOutgoing } from '../http/outgoing-guard';
import type { NotificationRow } from '../db/rows';
import { pushPayload } from './push-payload';
import { accountsWithPushSubscriptions, deletePushSubscription, pushSubscriptionsOf, type PushSubscriptionRow } from '../db/repositories/push-subscriptions';
import { findNotification } from '../db/repositories/notifications';
import { instanceKey, saveInstanceKeys } from '../db/repositories/instance-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair (the `server_key` clients subscribe with), generated on first use and kept. */
export function vapidKeys(instance: Instance): VapidKeys {
  const { db } = instance;
  let publicKey = instanceKey(db, 'vapid_public_key');
  let privateKey = instanceKey(db, 'vapid_private_key');
  if (publicKey && privateKey) return { publicKey, privateKey };
  const generated = webpush.generateVAPIDKeys();
  const now = instance.now().toISOString();
  saveInstanceKeys(db, { vapid_public_key: generated.publicKey, vapid_private_key: generated.privateKey }, now);
  publicKey = generated.publicKey;
  privateKey = generated.privateKey;
  return { publicKey, privateKey };
}

/** Whether the browser keys can encrypt a message (Mastodon's WebPushKeyValidator). */
export function validPushKeys(p256dh: string, auth: string): boolean {
  try {
    webpush.encrypt(p256dh, auth, 'validation_test', 'aes128gcm');
    return true;
  } catch {
    return false;
  }
}

export function storedAlerts(row: Pick<PushSubscriptionRow, 'alerts'>): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(row.alerts);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value === true]));
  } catch {
    return {};
  }
}

/** Mastodon's Web::PushSubscription#pushable?: the alert for the type is on and the policy lets the sender through. */
function pushable(instance: Instance, subscription: PushSubscriptionRow, notification: NotificationRow): boolean {
  if (storedAlerts(subscription)[notification.type] !== true) return false;
  switch (subscription.policy) {
    case 'all':
      return true;
    case 'followed':
      return isFollowing(instance.db, notification.account_id, notification.from_account_id);
    case 'follower':
      return isFollowing(instance.db, notification.from_account_id, notification.account_id);
    default:
      return false;
  }
}

const TTL_SECONDS = 48 * 60 * 60;

/**
 * Sends a notification with the Web Push protocol (RFC 8030, payload encrypted per RFC 8291,
 * VAPID per RFC 8292) to every subscription of its recipient that wants it, never to a loopback,
 * private or plain-http endpoint (unless the instance allows loopback for tests). Best effort: failures
 * are reported to `onError` and never thrown; an endpoint answering 404 or 410 is gone, so its
 * subscription is deleted, as Mastodon's Web::PushNotificationWorker does.
 */
export async function deliverNotification(
  instance: Instance,
  notificationId: string,
  options: { timeoutMs?: number; onError?: (error: unknown) => void } = {},
): Promise<void> {
  const onError = options.onError ?? (() => {});
  try {
    const { db } = instance;
    const notification = findNotification(db, notificationId);
    if (!notification) return;
    const subscriptions = pushSubscriptionsOf(db, notification.account_id).filter((subscription) => pushable(instance, subscription, notification));
    if (subscriptions.length === 0) return;
    const keys = vapidKeys(instance);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const payload = pushPayload(instance, notification, subscription.access_token);
          if (!payload) return;
          const details = webpush.generateRequestDetails(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.key_p256dh, auth: subscription.key_auth } },
            JSON.stringify(payload),
            { vapidDetails: { subject: 'mailto:admin@localhost', ...keys }, TTL: TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
          );
          const headers = Object.fromEntries(
            Object.entries(details.headers)
              .filter(([name]) => name.toLowerCase() !== 'content-length')
              .map(([name, value]) => [name, String(value)]),
          );
          // The endpoint is checked again here, on the addresses it resolves to now (outgoing-guard.ts).
          const response = await postOutgoing(details.endpoint, {
            headers,
            body: details.body ? new Uint8Array(details.body) : null,
            timeoutMs: options.timeoutMs ?? 10_000,
            policy: instance.config.outgoing,
          });
          if (response.status === 404 || response.status === 410) {
            deletePushSubscription(db, subscription.id);
          } else if (response.status < 200 || response.status > 299) {
            onError(new Error(`push endpoint answered ${response.status}`));
          }
        } catch (error) {
          onError(error);
        }
      }),
    );
  } catch (error) {
    onError(error);
  }
}

/**
 * Delivers, while the app runs, the notifications streamed to the user channels of accounts that
 * have push subscriptions (every notification is published on `timeline:<recipient>`).
 */
export class PushDispatcher {
  private readonly watched = new Map<string, () => void>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly instance: Instance,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start(): void {
    for (const accountId of accountsWithPushSubscriptions(this.instance.db)) this.watch(accountId);
  }

  watch(accountId: string): void {
    if (this.watched.has(accountId)) return;
    const unsubscribe = this.instance.hub.subscribe(`timeline:${accountId}`, (message) => {
      if (message.kind !== 'notification') return;
      // After the current request's work, so delivery never slows or fails what caused it.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        deliverNotification(this.instance, message.notificationId, { onError: this.onError }),
      );
      this.pending.add(delivery);
      void delivery.finally(() => this.pending.delete(delivery));
    });
    this.watched.set(accountId, unsubscribe);
  }

  /** Resolves once every delivery started so far has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async stop(): Promise<void> {
    for (const unsubscribe of this.watched.values()) unsubscribe();
    this.watched.clear();
    await this.idle();
  }
}

const dispatchers = new WeakMap<Instance, PushDispatcher>();

/** The instance's one dispatcher (the push routes start and stop it with the app; tests await its idle()). */
export function pushDispatcher(instance: Instance, onError?: (error: unknown) => void): PushDispatcher {
  let dispatcher = dispatchers.get(instance);
  if (!dispatcher) {
    dispatcher = new PushDispatcher(instance, onError);
    dispatchers.set(instance, dispatcher);
  }
  return dispatcher;
}
