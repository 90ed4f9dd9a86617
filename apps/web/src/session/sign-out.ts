import { lazyModule } from '@trumpet/ui';
import { pushCode } from '../push/load-push';
import { dropOfflineSnapshots } from '../store/offline-storage';
import { forgetForOffline } from './offline-session';
import { forgetAccount, rememberedAccounts, setActiveAccountKey, type RememberedAccount } from './accounts';

/** Revoking a token needs the OAuth resource: loaded on sign-out only. */
const revokeCode = lazyModule('revoke-token', () => import('./revoke-token'));

/**
 * Signs one account out: its token is revoked (when this app obtained it), it is forgotten, and on the
 * page's own server the browser session ends too. Another remembered account takes over, if any.
 * Returns where the page should go next.
 */
export async function signOut(account: RememberedAccount | null, csrfToken: string | null, here: Location = window.location): Promise<string> {
  if (account) {
    // SPEC §7: its Web Push subscription (only ever made once notifications were allowed) ends with it.
    if (typeof Notification === 'function' && Notification.permission === 'granted') {
      await pushCode
        .load()
        .then((push) => push.stopPush(account))
        .catch(() => undefined);
    }
    if (account.client) {
      try {
        await (await revokeCode.load()).revokeToken(account.origin, account.client, account.accessToken);
      } catch {
        // Already revoked, or the server is unreachable: forgetting the token is what matters here.
      }
    }
    forgetAccount(account.key);
    dropOfflineSnapshots(account.key);
    forgetForOffline(account.key);
  }
  const next = rememberedAccounts()[0] ?? null;
  setActiveAccountKey(next?.key ?? null);
  if (csrfToken && (account?.origin ?? here.origin) === here.origin && (account?.client === null || !next)) {
    try {
      await fetch('/auth/sign_out', {
        method: 'POST',
        headers: { 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ authenticity_token: csrfToken }),
        credentials: 'same-origin',
        redirect: 'manual',
      });
    } catch {
      // The page is reloaded either way.
    }
  }
  return next ? '/' : '/timelines/public/local';
}
