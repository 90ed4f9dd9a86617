import { useT } from '@trumpet/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pushCode } from '../push/load-push';
import { useSession } from '../session/SessionContext';
import { useAppStore } from '../store/StoreProvider';
import { registerServiceWorker } from './register';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/**
 * The service worker, registered after the first screen: "a new version is available" when one waits,
 * and Web Push kept current for the signed-in account once the browser allows notifications.
 */
export function AppServiceWorker() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const store = useAppStore();
  const { session, api, signedIn } = useSession();
  const t = useT();
  useEffect(
    () =>
      registerServiceWorker(
        (next) => setApply(() => next),
        () => {
          if (signedIn && typeof Notification === 'function' && Notification.permission === 'granted') {
            void pushCode.load().then((push) => push.startPushSync(store, session, api.http, t));
          }
        },
      ),
    [store, session, api, signedIn, t],
  );
  return apply ? (
    <Suspense fallback={null}>
      <UpdatePrompt onReload={apply} onDismiss={() => setApply(null)} />
    </Suspense>
  ) : null;
}
