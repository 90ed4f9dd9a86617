import { openAppPath } from './open-app-message';
import { WORKER_URL } from './worker-url';

/**
 * Registers the service worker once the page has loaded (its install then never competes with the
 * first screen), and calls `onUpdate` when a new version waits: it takes over only when `apply` is
 * called, and the page reloads then (never silently). A worker's "open the app there" (a notification's
 * click) is followed. Returns a function that stops listening.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void, onReady: () => void): () => void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return () => undefined;
  const container = navigator.serviceWorker;
  let stopped = false;
  let reloading = false;
  const offer = (worker: ServiceWorker) => {
    if (!stopped) {
      onUpdate(() => {
        reloading = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      });
    }
  };
  const reload = () => {
    if (reloading) window.location.reload();
  };
  // A full load: the link may name another account, which the app then starts as (session/account-hand-off.ts).
  const follow = (event: MessageEvent) => {
    const path = openAppPath(event.data, window.location.origin);
    if (path !== null) window.location.assign(path);
  };
  const start = () => {
    container.register(WORKER_URL, { type: 'module', scope: '/' }).then(
      // Where workers are blocked (a browser setting, an automated browser) registering resolves with nothing.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (stopped || registration === undefined) return;
        onReady();
        if (registration.waiting && container.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // A first install takes over at once; a new version over a running one waits for the person.
            if (installing.state === 'installed' && container.controller) offer(installing);
          });
        });
      },
      (error: unknown) => console.warn('The service worker could not be registered.', error),
    );
  };
  container.addEventListener('controllerchange', reload);
  container.addEventListener('message', follow);
  container.startMessages();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', reload);
    container.removeEventListener('message', follow);
    window.removeEventListener('load', start);
  };
}
