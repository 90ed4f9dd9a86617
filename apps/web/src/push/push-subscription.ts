import type { PushAlerts, RestClient } from '@trumpet/api-client';
import type { NotificationSettingType } from '@trumpet/core';
import { clearWorkerConfig, writeWorkerConfig, type PushWorkerConfig } from './worker-config';

/** settings.notifications.alerts (SPEC §3): what the notification column's 'Desktop notifications' switches say. */
export type AlertSettings = Record<NotificationSettingType, boolean>;

export interface PushTarget {
  api: RestClient;
  /** The VAPID public key the server signs its pushes with (base64url), or null when it has none. */
  vapidKey: string | null;
  worker: PushWorkerConfig;
}

export type PushOutcome = 'subscribed' | 'unsupported' | 'no-key' | 'failed';

/** The server's alerts from the column's switches (follow requests follow the follows' switch, as in Mastodon's web UI). */
export function pushAlerts(alerts: AlertSettings): PushAlerts {
  return { follow: alerts.follow, follow_request: alerts.follow, favourite: alerts.favourite, reblog: alerts.reblog, mention: alerts.mention, poll: alerts.poll };
}

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function bytesToBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification === 'function';

/** The browser's subscription as the API takes it, or null when it lacks its keys. */
function browserSubscription(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } | null {
  const { endpoint, keys } = subscription.toJSON();
  return endpoint && keys?.p256dh && keys.auth ? { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } : null;
}

/** Clears the subscription everywhere: the browser's, the server's and the worker's copy of the config. */
export async function clearPushSubscription(api: RestClient): Promise<void> {
  if (pushSupported()) {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe().catch(() => false);
  }
  await api.pushSubscriptions.remove().catch(() => undefined);
  if (typeof caches !== 'undefined') await clearWorkerConfig(caches).catch(() => undefined);
}

/**
 * Subscribes this browser to the server's Web Push with the column's alerts (SPEC §7
 * POST /api/v1/push/subscription). SPEC §8: without a server key an error is logged; a browser without
 * push, or a subscription made with another key or refused, logs a warning and the subscription is cleared.
 */
export async function subscribePush(target: PushTarget, alerts: AlertSettings): Promise<PushOutcome> {
  const { api, vapidKey } = target;
  if (!vapidKey) {
    console.error('Web Push: the server has no VAPID key set, so it cannot send push notifications.');
    return 'no-key';
  }
  if (!pushSupported()) {
    console.warn('Web Push: this browser does not support push notifications.');
    await clearPushSubscription(api).catch(() => undefined);
    return 'unsupported';
  }
  try {
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    const key = subscription?.options.applicationServerKey;
    if (subscription && (!key || bytesToBase64Url(key) !== vapidKey)) {
      console.warn("Web Push: the browser's subscription was made with another server key; subscribing again.");
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidKey) });
    const given = browserSubscription(subscription);
    if (!given) throw new Error('the subscription has no keys');
    await writeWorkerConfig(caches, target.worker);
    const saved = await api.pushSubscriptions.create(given, { alerts: pushAlerts(alerts), policy: 'all' });
    if (saved.server_key !== vapidKey) throw new Error("the server's key changed");
    return 'subscribed';
  } catch (error) {
    console.warn('Web Push: subscribing failed; the subscription is cleared.', error);
    await clearPushSubscription(api).catch(() => undefined);
    return 'failed';
  }
}

/** SPEC §7 PUT: the alerts follow the column's switches. */
export async function updatePushAlerts(api: RestClient, alerts: AlertSettings): Promise<void> {
  await api.pushSubscriptions.update({ alerts: pushAlerts(alerts), policy: 'all' });
}
