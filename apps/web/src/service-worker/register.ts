/** The built worker (scripts/installable-app.ts), a module at the root so that its scope is the whole app. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded (its install then never competes with the
 * first screen), and calls `onUpdate` when a new version waits: it takes over only when `apply` is
 * called, and the page reloads then (never silently). Returns a function that stops listening.
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', reload);
    window.removeEventListener('load', start);
  };
}
