import { accountKeyOfScope } from '../push/account-scope';
import { readWorkerConfig } from '../push/worker-config';
import { isOldShellCache, isShellFile, SHELL_PAGE, shellCacheName, type AppShell } from './app-shell';
import { openAppMessage } from './open-app-message';
import {
  actionRequest,
  bestWindow,
  clickTarget,
  detailsRequest,
  notificationFor,
  parseNotificationDetails,
  parsePushPayload,
  parseShownNotificationData,
  withoutAction,
  type NotificationDetails,
  type PushPayload,
  type PushReceiver,
  type ShownNotification,
} from './push-notification';
import type { ExtendableMessageEvent, FetchEvent, NotificationEvent, PushEvent, ServiceWorkerScope } from './worker-scope';

declare const self: ServiceWorkerScope;
declare const __TRUMPET_PRECACHE__: AppShell;

const shell: AppShell = __TRUMPET_PRECACHE__;
const origin = self.location.origin;
/**
 * The same script runs in two roles: at the app's scope it is the app's worker (offline shell, updates,
 * pushes of earlier versions' single subscription); at an account's push scope (push/account-scope.ts)
 * it only receives that account's pushes, and controls no page.
 */
const accountKey = accountKeyOfScope(self.registration.scope, origin);

if (accountKey === null) {
  // Install: the app shell only (never every chunk). A new version waits until the page asks it to take over.
  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(shellCacheName(shell));
        await cache.addAll([...shell.files]);
        await cache.put(SHELL_PAGE, await fetch(SHELL_PAGE, { credentials: 'omit' }));
      })(),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const names = await caches.keys();
        await Promise.all(names.filter((name) => isOldShellCache(name, shell)).map((name) => caches.delete(name)));
        await self.clients.claim();
      })(),
    );
  });

  // The page's "Reload" on the update prompt (service-worker/register.ts).
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  });

  const shellPage = async (): Promise<Response> => {
    const cached = await (await caches.open(shellCacheName(shell))).match(SHELL_PAGE);
    return cached ?? Response.error();
  };

  self.addEventListener('fetch', (event: FetchEvent) => {
    const { request } = event;
    if (request.mode === 'navigate' && request.method === 'GET') {
      // The network first: the server's page carries the session. Without a network, the shell.
      event.respondWith(fetch(request).catch(() => shellPage()));
    } else if (isShellFile(request, origin, shell)) {
      event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
    }
  });
} else {
  // An account's push worker serves no page and keeps no shell (the app's worker does): a new version
  // takes over at once, and never touches the shell's caches.
  self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
}

async function fetchDetails(payload: PushPayload, apiOrigin: string): Promise<NotificationDetails | null> {
  try {
    const { url, init } = detailsRequest(payload, apiOrigin);
    const response = await fetch(url, init);
    return response.ok ? parseNotificationDetails(await response.json()) : null;
  } catch {
    return null;
  }
}

async function showPush(event: PushEvent): Promise<void> {
  const payload = parsePushPayload(event.data?.text() ?? '');
  if (!payload) return;
  const config = accountKey === null ? null : await readWorkerConfig(caches, accountKey);
  const receiver: PushReceiver = { accountKey, config, origin: config?.origin ?? origin };
  const shown = notificationFor(payload, await fetchDetails(payload, receiver.origin), receiver, Date.now());
  await self.registration.showNotification(shown.title, shown.options);
}

self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(showPush(event));
});

/** Brings a window of the app forward and has it open `path` (the page does: see open-app-message.ts), or opens one there. */
async function openApp(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = bestWindow(windows.filter((client) => new URL(client.url).origin === origin));
  if (!open) {
    await self.clients.openWindow(new URL(path, origin).href);
    return;
  }
  // Focusing needs the click's user activation; the page goes there either way.
  await open.focus().catch(() => undefined);
  open.postMessage(openAppMessage(path));
}

async function onNotificationClick(event: NotificationEvent): Promise<void> {
  const { notification, action } = event;
  const data = parseShownNotificationData(notification.data);
  if (!data) return;
  const target = clickTarget(action, data);
  if (target !== null) {
    notification.close();
    await openApp(target);
    return;
  }
  const request = actionRequest(action, data);
  if (!request) return;
  const response = await fetch(request.url, request.init);
  if (!response.ok) throw new Error(`${action} failed: ${response.status}`);
  // Shown again without the action just done; its other actions stay.
  const shown: ShownNotification = {
    title: notification.title,
    options: { body: notification.body, icon: notification.icon, tag: notification.tag, lang: notification.lang, timestamp: Date.now(), actions: data.actions, data },
  };
  const next = withoutAction(shown, action);
  await self.registration.showNotification(next.title, next.options);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.waitUntil(onNotificationClick(event));
});
