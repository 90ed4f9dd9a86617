import { createInstanceResource, createPushSubscriptionsResource, HttpClient, resourceOf, type HttpClientOptions, type PushAlerts, type RestClient } from '@trumpet/api-client';
import type { NotificationSettingType } from '@trumpet/core';
import { WORKER_URL } from '../service-worker/worker-url';
import { accountKeyOfScope, pushScopePath } from './account-scope';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';
import { clearWorkerConfig, writeWorkerConfig, type PushWorkerConfig } from './worker-config';

/** settings.notifications.alerts (SPEC §3): what the notification column's 'Desktop notifications' switches say. */
export type AlertSettings = Record<NotificationSettingType, boolean>;

/** What push calls of an account's API: its server's key and its subscription. */
export type PushApi = Pick<RestClient, 'pushSubscriptions' | 'instance'>;

/** Those two resources over `http` (the app's own client's) or a new client: push's code carries no other. */
export function pushApiOf(http: HttpClient | HttpClientOptions): PushApi {
  const client = http instanceof HttpClient ? http : new HttpClient(http);
  return { pushSubscriptions: resourceOf(client, createPushSubscriptionsResource), instance: resourceOf(client, createInstanceResource) };
}

export interface PushTarget {
  /** The account subscribing (RememberedAccount.key): its push registration is its own. */
  accountKey: string;
  /** The API as that account (its server, its token). */
  api: PushApi;
  /** The VAPID public key the server signs its pushes with (base64url), or null when it has none. */
  vapidKey: string | null;
  worker: PushWorkerConfig;
}

export type PushOutcome = 'subscribed' | 'unsupported' | 'no-key' | 'failed';

/** The server's alerts from the column's switches (follow requests follow the follows' switch, as in Mastodon's web UI). */
export function pushAlerts(alerts: AlertSettings): PushAlerts {
  return { follow: alerts.follow, follow_request: alerts.follow, favourite: alerts.favourite, reblog: alerts.reblog, mention: alerts.mention, poll: alerts.poll };
}

export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification === 'function';

/** The browser's subscription as the API takes it, or null when it lacks its keys. */
function browserSubscription(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } | null {
  const { endpoint, keys } = subscription.toJSON();
  return endpoint && keys?.p256dh && keys.auth ? { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } : null;
}

const scopeUrl = (accountKey: string): string => new URL(pushScopePath(accountKey), window.location.origin).href;

/** The account's push registration, if this browser has one. */
export async function findAccountRegistration(accountKey: string): Promise<ServiceWorkerRegistration | null> {
  const scope = scopeUrl(accountKey);
  // getRegistration(url) answers the registration whose scope matches the URL best: the app's own when the account has none.
  const found = await navigator.serviceWorker.getRegistration(scope);
  return found?.scope === scope ? found : null;
}

/** Resolves once the registration's worker is active (PushManager.subscribe needs an active worker). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('the push registration has no worker'));
  return new Promise((resolve, reject) => {
    const changed = () => {
      if (worker.state === 'activated') resolve(registration);
      else if (worker.state === 'redundant') reject(new Error('the push worker could not be installed'));
      else return;
      worker.removeEventListener('statechange', changed);
    };
    worker.addEventListener('statechange', changed);
  });
}

/** The account's push registration: the app's worker script under the account's own scope, registered when missing. */
async function accountRegistration(accountKey: string): Promise<ServiceWorkerRegistration> {
  const registration = (await findAccountRegistration(accountKey)) ?? (await navigator.serviceWorker.register(WORKER_URL, { type: 'module', scope: scopeUrl(accountKey) }));
  // Where workers are blocked registering resolves with nothing.
  if (!registration) throw new Error('service workers are blocked');
  return activated(registration);
}

/** The accounts this browser has a push registration for. */
export async function accountsWithPush(): Promise<{ accountKey: string; registration: ServiceWorkerRegistration }[]> {
  if (!pushSupported()) return [];
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.flatMap((registration) => {
    const accountKey = accountKeyOfScope(registration.scope, window.location.origin);
    return accountKey === null ? [] : [{ accountKey, registration }];
  });
}

/** Ends the browser's side of an account's push: its subscription and its registration. */
export async function dropAccountRegistration(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  await registration.unregister().catch(() => false);
}

/**
 * Clears one account's subscription everywhere: the browser's (its registration goes with it), the
 * server's (SPEC §7 DELETE /api/v1/push/subscription, with that account's token) and the worker's copy
 * of its config. The other accounts' subscriptions stay.
 */
export async function clearPushSubscription(accountKey: string, api: PushApi): Promise<void> {
  if (pushSupported()) {
    const registration = await findAccountRegistration(accountKey).catch(() => null);
    if (registration) await dropAccountRegistration(registration);
  }
  await api.pushSubscriptions.remove().catch(() => undefined);
  if (typeof caches !== 'undefined') await clearWorkerConfig(caches, accountKey).catch(() => undefined);
}

/**
 * Subscribes this browser to the account's server's Web Push, on the account's own registration, with the column's alerts (SPEC §7
 * POST /api/v1/push/subscription). SPEC §8: without a server key an error is logged; a browser without
 * push, or a subscription made with another key or refused, logs a warning and the subscription is cleared.
 */
export async function subscribePush(target: PushTarget, alerts: AlertSettings): Promise<PushOutcome> {
  const { accountKey, api, vapidKey } = target;
  if (!vapidKey) {
    console.error('Web Push: the server has no VAPID key set, so it cannot send push notifications.');
    return 'no-key';
  }
  if (!pushSupported()) {
    console.warn('Web Push: this browser does not support push notifications.');
    await clearPushSubscription(accountKey, api).catch(() => undefined);
    return 'unsupported';
  }
  try {
    const registration = await accountRegistration(accountKey);
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
    await writeWorkerConfig(caches, accountKey, target.worker);
    const saved = await api.pushSubscriptions.create(given, { alerts: pushAlerts(alerts), policy: 'all' });
    if (saved.server_key !== vapidKey) throw new Error("the server's key changed");
    return 'subscribed';
  } catch (error) {
    console.warn('Web Push: subscribing failed; the subscription is cleared.', error);
    await clearPushSubscription(accountKey, api).catch(() => undefined);
    return 'failed';
  }
}

/** SPEC §7 PUT: the alerts follow the column's switches. */
export async function updatePushAlerts(api: PushApi, alerts: AlertSettings): Promise<void> {
  await api.pushSubscriptions.update({ alerts: pushAlerts(alerts), policy: 'all' });
}
