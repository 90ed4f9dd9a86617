import type { Account } from '@trumpet/api-client';
import { createCoreApi, isUnauthorized, toStoredError } from '@trumpet/core';
import { accountKey, activeAccount, activeAccountKey, markAccountExpired, rememberAccount, rememberedAccounts, rememberedFrom, setActiveAccountKey, type RememberedAccount } from './accounts';
import { keepForOffline, keptForOffline, offlineAccount, serverReachable } from './offline-session';

/** Who uses the app on this page, and the initial state to hydrate the store with. */
export interface Session {
  origin: string;
  /** Null when signed out: public timelines, statuses and profiles only. */
  accessToken: string | null;
  me: string | null;
  /** The remembered account in use, when signed in. */
  account: RememberedAccount | null;
  /** Mastodon's initial-state JSON: the page's own, or built after an OAuth sign-in. */
  initialState: unknown;
  csrfToken: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's <script id="initial-state"> JSON (served by the instance with --web), if any. */
export function readPageState(doc: Document = document): Json | null {
  const script = doc.getElementById('initial-state');
  if (!script?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(script.textContent);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const readCsrfToken = (doc: Document = document): string | null =>
  doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null;

const SETTINGS_PREFIX = 'trumpet:settings:';

export function loadLocalSettings(key: string): Json {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_PREFIX + key) ?? '{}');
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function saveLocalSettings(key: string, settings: unknown): void {
  try {
    localStorage.setItem(SETTINGS_PREFIX + key, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: settings then last for this page only.
  }
}

/** The same initial state the server embeds, built from the API for a token from the OAuth flow. */
export async function buildInitialState(account: RememberedAccount): Promise<Json> {
  const api = createCoreApi({ url: account.origin, accessToken: account.accessToken });
  const [me, server] = await Promise.all([api.accounts.verifyCredentials(), api.instance.fetch()]);
  rememberAccount(rememberedFrom(account.origin, me, account.accessToken, account.client));
  const accounts: Record<string, Account> = { [me.id]: me };
  return {
    meta: {
      me: me.id,
      access_token: account.accessToken,
      streaming_api_base_url: server.streamingUrl,
      domain: server.domain,
      title: server.title,
      version: server.version,
    },
    accounts,
    compose: { me: me.id, default_privacy: me.source?.privacy ?? 'public', default_sensitive: me.source?.sensitive ?? false },
    settings: loadLocalSettings(account.key),
    media_attachments: { accepted_types: server.supportedMimeTypes },
    push_subscription: null,
  };
}

/**
 * Decides who is signed in: an account chosen in the switcher (remembered, with its own token) wins,
 * else the page's own session (its initial state carries `me` and a token), else nobody.
 */
export async function resolveSession(here: Location = window.location, doc: Document = document): Promise<Session> {
  const page = readPageState(doc);
  const csrfToken = readCsrfToken(doc);
  const pageMeta = isObject(page?.meta) ? page.meta : {};
  const pageMe = typeof pageMeta.me === 'string' ? pageMeta.me : null;
  const pageToken = typeof pageMeta.access_token === 'string' ? pageMeta.access_token : null;
  const pageKey = pageMe ? accountKey(pageMe, here.origin) : null;

  if (page && pageMe && pageToken && pageKey && !rememberedAccounts().some((entry) => entry.key === pageKey)) {
    // The server's own session is remembered too, so the switcher can come back to it.
    const pageAccount = isObject(page.accounts) ? page.accounts[pageMe] : null;
    if (isObject(pageAccount)) {
      rememberAccount({
        key: pageKey,
        origin: here.origin,
        accountId: pageMe,
        acct: String(pageAccount.acct ?? ''),
        displayName: String(pageAccount.display_name || pageAccount.username || ''),
        avatar: String(pageAccount.avatar_static ?? pageAccount.avatar ?? ''),
        accessToken: pageToken,
        client: null,
      });
    }
  }

  const chosen = activeAccount();
  if (chosen && page && chosen.key === pageKey) {
    // The page's own account: its initial state (with the server's settings) and the remembered token.
    const initialState = { ...page, meta: { ...pageMeta, access_token: chosen.accessToken } };
    keepForOffline(chosen.key, initialState);
    return { origin: here.origin, accessToken: chosen.accessToken, me: pageMe, account: chosen, initialState, csrfToken };
  }
  if (chosen) {
    try {
      const initialState = await buildInitialState(chosen);
      keepForOffline(chosen.key, initialState);
      return { origin: chosen.origin, accessToken: chosen.accessToken, me: chosen.accountId, account: chosen, initialState, csrfToken: null };
    } catch (failure) {
      const error = toStoredError(failure);
      // Unreachable: the account as it was last, to read what was kept (issue #15).
      const kept = error.kind === 'network' ? keptForOffline(chosen.key) : null;
      if (kept) return { origin: chosen.origin, accessToken: chosen.accessToken, me: chosen.accountId, account: chosen, initialState: kept, csrfToken: null };
      // The token was revoked or the server is gone: fall back to the page's session; a 401 is kept as
      // "needs sign-in" in the switcher (issue #10).
      if (isUnauthorized(error)) markAccountExpired(chosen.key);
      setActiveAccountKey(null);
    }
  }
  if (page && pageMe && pageToken) {
    const account = rememberedAccounts().find((entry) => entry.key === pageKey) ?? null;
    if (account) keepForOffline(account.key, page);
    return { origin: here.origin, accessToken: pageToken, me: pageMe, account, initialState: page, csrfToken };
  }
  // A page without a session: signed out, or the service worker's offline copy of the app while the
  // server cannot be reached, when a remembered account of this server starts as it was last.
  const offline = offlineAccount(rememberedAccounts(), activeAccountKey(), here.origin);
  const kept = offline ? keptForOffline(offline.key) : null;
  if (offline && kept && !(await serverReachable(here.origin))) {
    return { origin: here.origin, accessToken: offline.accessToken, me: offline.accountId, account: offline, initialState: kept, csrfToken: null };
  }
  return { origin: here.origin, accessToken: null, me: null, account: null, initialState: page ?? { meta: {} }, csrfToken };
}
