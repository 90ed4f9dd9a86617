import type { RememberedAccount } from './accounts';

type Json = Record<string, unknown>;
const PREFIX = 'trumpet:offline-state:';
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps an account's last initial state, so the app can start signed in without the server (issue
 * #15): the service worker's offline page carries nobody's session. The token in it is already in
 * this browser's storage (the remembered account).
 */
export function keepForOffline(accountKey: string, initialState: Json): void {
  try {
    localStorage.setItem(PREFIX + accountKey, JSON.stringify(initialState));
  } catch {
    // Storage full or disabled: an offline start is then signed out.
  }
}

/** The initial state kept for an account, if any. */
export function keptForOffline(accountKey: string): Json | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + accountKey) ?? 'null');
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets it (on sign-out). */
export function forgetForOffline(accountKey: string): void {
  try {
    localStorage.removeItem(PREFIX + accountKey);
  } catch {
    // Nothing was kept.
  }
}

/** Whether the server answers at all: false only when the request cannot reach it (a network error). */
export async function serverReachable(origin: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchImpl(new URL('/api/v1/instance', origin), { credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** The remembered account of `origin` an offline start signs in with: the active one, else the first with a kept state. */
export function offlineAccount(accounts: readonly RememberedAccount[], activeKey: string | null, origin: string): RememberedAccount | null {
  const candidates = accounts.filter((account) => account.origin === origin && keptForOffline(account.key) !== null);
  return candidates.find((account) => account.key === activeKey) ?? candidates[0] ?? null;
}
