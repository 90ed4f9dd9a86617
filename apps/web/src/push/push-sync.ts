import { selectSettings, type TrumpetStore } from '@trumpet/core';
import type { Translate } from '@trumpet/ui';
import type { Session } from '../session/boot';
import type { RestClient } from '@trumpet/api-client';
import { clearPushSubscription, subscribePush, updatePushAlerts, type PushOutcome, type PushTarget } from './push-subscription';

/** The server's VAPID key: the page's own (the instance puts it in a meta tag), else the instance's configuration. */
async function vapidKeyOf(session: Session, api: RestClient): Promise<string | null> {
  if (session.origin === window.location.origin) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="applicationServerKey"]')?.content;
    if (meta) return meta;
  }
  return (await api.instance.fetch()).vapidKey;
}

const running = new WeakMap<TrumpetStore, Promise<PushOutcome>>();

/**
 * Web Push for the signed-in account, once per store: subscribes this browser (again, so the server
 * has the current endpoint and alerts), then sends the alerts whenever the column's switches change.
 */
export function startPushSync(store: TrumpetStore, session: Session, api: RestClient, t: Translate): Promise<PushOutcome> {
  const known = running.get(store);
  if (known) return known;
  const alertsNow = () => selectSettings(store.getState()).notifications.alerts;
  const started = vapidKeyOf(session, api)
    .catch(() => null)
    .then((vapidKey) => {
      const target: PushTarget = {
        api,
        vapidKey,
        worker: { origin: session.origin, labels: { reply: t('status.reply'), favourite: t('status.favourite'), boost: t('status.boost') } },
      };
      return subscribePush(target, alertsNow());
    })
    .then((outcome) => {
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
      }
      return outcome;
    });
  running.set(store, started);
  return started;
}

/** On sign-out: the browser stops receiving this account's pushes and the server forgets the subscription. */
export function stopPush(api: RestClient): Promise<void> {
  return clearPushSubscription(api);
}
