import type { HttpClient } from '@trumpet/api-client';
import { savedNotificationAlerts, selectSettings, type TrumpetStore } from '@trumpet/core';
import type { Translate } from '@trumpet/ui';
import { accountKey, isExpired, rememberedAccounts, type RememberedAccount } from '../session/accounts';
import { loadLocalSettings, type Session } from '../session/boot';
import { keptForOffline } from '../session/offline-session';
import { accountsWithPush, clearPushSubscription, dropAccountRegistration, pushApiOf, subscribePush, updatePushAlerts, type PushApi, type PushOutcome, type PushTarget } from './push-subscription';
import { clearLegacyWorkerConfig, type PushWorkerConfig } from './worker-config';

/** The server's VAPID key: the page's own (the instance puts it in a meta tag), else the server's configuration. */
async function vapidKeyOf(origin: string, api: PushApi): Promise<string | null> {
  if (origin === window.location.origin) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="applicationServerKey"]')?.content;
    if (meta) return meta;
  }
  return (await api.instance.fetch()).vapidKey;
}

/** An account's saved 'Desktop notifications' switches: the server's settings for the page's own session, else this browser's. */
function savedAlertsOf(account: RememberedAccount) {
  const saved = account.client === null ? keptForOffline(account.key)?.settings : loadLocalSettings(account.key);
  return savedNotificationAlerts(saved);
}

/**
 * Earlier versions kept one subscription on the app's own registration; each account has its own now.
 * Registrations of accounts no longer signed in here are dropped too (their tokens are gone).
 */
async function tidyRegistrations(signedIn: ReadonlySet<string>): Promise<void> {
  const root = await navigator.serviceWorker.getRegistration(`${window.location.origin}/`);
  if (root?.scope === `${window.location.origin}/`) {
    const legacy = await root.pushManager.getSubscription();
    await legacy?.unsubscribe();
  }
  if (typeof caches !== 'undefined') await clearLegacyWorkerConfig(caches);
  for (const { accountKey: key, registration } of await accountsWithPush()) {
    if (!signedIn.has(key)) await dropAccountRegistration(registration);
  }
}

/** Subscribes the signed-in accounts that have no push registration in this browser yet, with their saved alerts. */
async function subscribeOthers(activeKey: string, labels: PushWorkerConfig['labels']): Promise<void> {
  const withPush = new Set((await accountsWithPush()).map((entry) => entry.accountKey));
  const waiting = rememberedAccounts().filter((account) => account.key !== activeKey && !isExpired(account) && !withPush.has(account.key));
  for (const account of waiting) {
    const api = pushApiOf({ url: account.origin, accessToken: account.accessToken });
    const vapidKey = await vapidKeyOf(account.origin, api).catch(() => null);
    await subscribePush({ accountKey: account.key, api, vapidKey, worker: { origin: account.origin, labels } }, savedAlertsOf(account));
  }
}

const running = new WeakMap<TrumpetStore, Promise<PushOutcome>>();

/**
 * Web Push for every account signed in on this browser, each on a registration and subscription of its
 * own (push/account-scope.ts), once per store: the account in use subscribes again (so its server has
 * the current endpoint and alerts) and sends its alerts whenever the column's switches change; every
 * other signed-in account without a subscription here subscribes with its saved switches.
 */
export function startPushSync(store: TrumpetStore, session: Session, http: HttpClient, t: Translate): Promise<PushOutcome> {
  const known = running.get(store);
  if (known) return known;
  const api = pushApiOf(http);
  const alertsNow = () => selectSettings(store.getState()).notifications.alerts;
  const activeKey = session.account?.key ?? accountKey(session.me ?? '', session.origin);
  const labels = { reply: t('status.reply'), favourite: t('status.favourite'), boost: t('status.boost') };
  const started = vapidKeyOf(session.origin, api)
    .catch(() => null)
    .then((vapidKey) => {
      const target: PushTarget = { accountKey: activeKey, api, vapidKey, worker: { origin: session.origin, labels } };
      return subscribePush(target, alertsNow());
    })
    .then(async (outcome) => {
      // Asked again later (the column's button, the next start) unless it worked.
      if (outcome !== 'subscribed') running.delete(store);
      if (outcome === 'subscribed') {
        let last = alertsNow();
        store.subscribe(() => {
          const next = alertsNow();
          if (next === last) return;
          last = next;
          updatePushAlerts(api, next).catch((error: unknown) => console.warn('Web Push: the alerts could not be saved.', error));
        });
        const signedIn = new Set(rememberedAccounts().map((account) => account.key));
        await tidyRegistrations(signedIn.add(activeKey)).catch((error: unknown) => console.warn('Web Push: an old subscription could not be removed.', error));
        await subscribeOthers(activeKey, labels);
      }
      return outcome;
    });
  running.set(store, started);
  return started;
}

/** On sign-out: the browser stops receiving this account's pushes and its server forgets the subscription; the other accounts' stay. */
export function stopPush(account: RememberedAccount): Promise<void> {
  return clearPushSubscription(account.key, pushApiOf({ url: account.origin, accessToken: account.accessToken }));
}
