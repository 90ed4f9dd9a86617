import { accountKey, handleOf, isExpired, markAccountExpired, rememberedAccounts, type RememberedAccount } from './accounts';
import type { Session } from './boot';

/** What the expired-session message needs: whose session ended, and the accounts still signed in. */
export interface ExpiredSession {
  /** The account's key among the remembered accounts. */
  key: string;
  /** '@user@server' */
  handle: string;
  /** The server to sign in to again. */
  origin: string;
  /** Other remembered accounts whose tokens have not been refused: switching to one works. */
  others: RememberedAccount[];
}

/**
 * Records that the server refused the session's token (core's `sessionExpired`): that account, and
 * only it, is marked as needing sign-in, so the switcher says so after a reload too. `acct` is the
 * signed-in account's, from the store, for a page session that is not remembered.
 */
export function recordSessionExpiry(session: Session, acct: string): ExpiredSession {
  const key = session.account?.key ?? accountKey(session.me ?? '', session.origin);
  markAccountExpired(key);
  const others = rememberedAccounts().filter((account) => account.key !== key && !isExpired(account));
  return { key, handle: handleOf(session.account?.acct ?? acct, session.origin), origin: session.account?.origin ?? session.origin, others };
}
