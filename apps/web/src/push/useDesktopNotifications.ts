import { useT } from '@trumpet/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/SessionContext';
import { useAppStore } from '../store/StoreProvider';
import { pushCode } from './load-push';

export type DesktopPermission = NotificationPermission | 'unsupported';

const currentPermission = (): DesktopPermission => (typeof Notification === 'function' ? Notification.permission : 'unsupported');

/**
 * The browser's notification permission, kept current (the person may change it in the browser's site
 * settings), and `request`, which asks for it (only ever from a button) and subscribes to Web Push once given.
 */
export function useDesktopNotifications(): { permission: DesktopPermission; request: () => void } {
  const [permission, setPermission] = useState(currentPermission);
  const store = useAppStore();
  const { session, api, signedIn } = useSession();
  const t = useT();

  useEffect(() => {
    let status: PermissionStatus | null = null;
    const changed = () => setPermission(currentPermission());
    navigator.permissions?.query({ name: 'notifications' }).then(
      (found) => {
        status = found;
        found.addEventListener('change', changed);
      },
      () => undefined,
    );
    return () => status?.removeEventListener('change', changed);
  }, []);

  const request = useCallback(() => {
    if (typeof Notification !== 'function') return;
    void Notification.requestPermission().then((answer) => {
      setPermission(answer);
      if (answer === 'granted' && signedIn) void pushCode.load().then((push) => push.startPushSync(store, session, api.http, t));
    });
  }, [store, session, api, signedIn, t]);

  return { permission, request };
}
