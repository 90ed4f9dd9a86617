import { isExpired, rememberedAccounts, setActiveAccountKey } from './accounts';

/**
 * A link into the app for one remembered account (a push notification's click names the account it
 * came for): `?account=<key>` on any of the app's paths. On load the app switches to that account
 * (as the account switcher does) and drops the parameter.
 */
const ACCOUNT_PARAM = 'account';

/** The app's `path` (with its query, if any) for `accountKey`. */
export function linkForAccount(path: string, accountKey: string | null): string {
  if (accountKey === null) return path;
  const url = new URL(path, 'https://app.invalid');
  url.searchParams.set(ACCOUNT_PARAM, accountKey);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Takes the account a link names: it becomes the active one when it is remembered and signed in (an
 * expired one stays as it is: the switcher asks to sign it in again). The parameter leaves the address
 * either way. Runs before the session is resolved.
 */
export function takeAccountFromLink(here: Location = window.location, history: History = window.history): void {
  const url = new URL(here.href);
  const key = url.searchParams.get(ACCOUNT_PARAM);
  if (key === null) return;
  const account = rememberedAccounts().find((entry) => entry.key === key);
  if (account && !isExpired(account)) setActiveAccountKey(account.key);
  url.searchParams.delete(ACCOUNT_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
