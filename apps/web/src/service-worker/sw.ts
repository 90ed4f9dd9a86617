import { readWorkerConfig } from '../push/worker-config';
import { isOldShellCache, isShellFile, SHELL_PAGE, shellCacheName, type AppShell } from './app-shell';
import {
  actionRequest,
  detailsRequest,
  notificationFor,
  parseNotificationDetails,
  parsePushPayload,
  parseShownNotificationData,
  withoutAction,
  type NotificationDetails,
  type PushPayload,
  type ShownNotification,
} from './push-notification';
import type { ExtendableMessageEvent, FetchEvent, NotificationEvent, PushEvent, ServiceWorkerScope } from './worker-scope';

declare const self: ServiceWorkerScope;
declare const __TRUMPET_PRECACHE__: AppShell;

const shell: AppShell = __TRUMPET_PRECACHE__;
const origin = self.location.origin;

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

async function shellPage(): Promise<Response> {
  const cached = await (await caches.open(shellCacheName(shell))).match(SHELL_PAGE);
  return cached ?? Response.error();
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (request.mode === 'navigate' && request.method === 'GET') {
    // The network first: the server's page carries the session. Without a network, the shell.
    event.respondWith(fetch(request).catch(() => shellPage()));
  } else if (isShellFile(request, origin, shell)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});

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
  const config = await readWorkerConfig(caches);
  const apiOrigin = config?.origin ?? origin;
  const shown = notificationFor(payload, await fetchDetails(payload, apiOrigin), config, apiOrigin, Date.now());
  await self.registration.showNotification(shown.title, shown.options);
}

self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(showPush(event));
});

/** Focuses a window of the app and takes it to `path`, or opens one there. */
async function openApp(path: string): Promise<void> {
  const url = new URL(path, origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (focused.url !== url) await focused.navigate(url);
}

async function onNotificationClick(event: NotificationEvent): Promise<void> {
  const { notification, action } = event;
  const data = parseShownNotificationData(notification.data);
  if (!data) return;
  const request = actionRequest(action, data);
  if (!request) {
    notification.close();
    await openApp(data.url);
    return;
  }
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
