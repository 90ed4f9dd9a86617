import type { Account } from '@trumpet/api-client';

/** Signed-in accounts remembered in this browser, so several can be used and switched between. */
export interface RememberedAccount {
  /** `${accountId}@${origin}`: one entry per account per server. */
  key: string;
  origin: string;
  accountId: string;
  acct: string;
  displayName: string;
  avatar: string;
  accessToken: string;
  /** The app registration the token belongs to (to revoke it); null for the server page's own session. */
  client: { client_id: string; client_secret: string | null } | null;
  /** The server answered 401 to this token (issue #10): it needs signing in again. A new token clears it. */
  expired?: boolean;
}

const ACCOUNTS_KEY = 'trumpet:accounts';
const ACTIVE_KEY = 'trumpet:active';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isRemembered = (value: unknown): value is RememberedAccount => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['key', 'origin', 'accountId', 'acct', 'accessToken'].every((field) => typeof entry[field] === 'string');
};

export function rememberedAccounts(): RememberedAccount[] {
  const raw = storage()?.getItem(ACCOUNTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

function save(accounts: RememberedAccount[]): void {
  storage()?.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
}

export const accountKey = (accountId: string, origin: string): string => `${accountId}@${origin}`;

/** Adds or refreshes an account (matched by key). */
export function rememberAccount(account: RememberedAccount): void {
  const others = rememberedAccounts().filter((entry) => entry.key !== account.key);
  save([...others, account]);
}

/** Marks an account as needing sign-in; only that account: the others' tokens are their own. */
export function markAccountExpired(key: string): void {
  const accounts = rememberedAccounts();
  if (!accounts.some((entry) => entry.key === key && entry.expired !== true)) return;
  save(accounts.map((entry) => (entry.key === key ? { ...entry, expired: true } : entry)));
}

export const isExpired = (account: RememberedAccount): boolean => account.expired === true;

/** '@user@server' for a remembered account (acct is bare for the account's own server). */
export const handleOf = (acct: string, origin: string): string => (acct.includes('@') ? `@${acct}` : `@${acct}@${new URL(origin).host}`);

export function forgetAccount(key: string): void {
  save(rememberedAccounts().filter((entry) => entry.key !== key));
  if (activeAccountKey() === key) setActiveAccountKey(null);
}

export function activeAccountKey(): string | null {
  return storage()?.getItem(ACTIVE_KEY) ?? null;
}

export function setActiveAccountKey(key: string | null): void {
  if (key === null) storage()?.removeItem(ACTIVE_KEY);
  else storage()?.setItem(ACTIVE_KEY, key);
}

export function activeAccount(): RememberedAccount | null {
  const key = activeAccountKey();
  return key ? (rememberedAccounts().find((entry) => entry.key === key) ?? null) : null;
}

/** Where the OAuth authorization answers (main.tsx shows the callback screen there). */
export const CALLBACK_PATH = '/callback';

export const rememberedFrom = (origin: string, account: Account, accessToken: string, client: RememberedAccount['client']): RememberedAccount => ({
  key: accountKey(account.id, origin),
  origin,
  accountId: account.id,
  acct: account.acct,
  displayName: account.display_name || account.username,
  avatar: account.avatar_static || account.avatar,
  accessToken,
  client,
});
