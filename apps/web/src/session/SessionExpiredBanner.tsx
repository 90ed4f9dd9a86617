import { selectAccount } from '@trumpet/core';
import { SessionExpired, useT } from '@trumpet/ui';
import { useCallback, useMemo, useState } from 'react';
import { selectMe } from '../store/meta';
import { useAppSelector } from '../store/StoreProvider';
import { handleOf, setActiveAccountKey } from './accounts';
import { recordSessionExpiry } from './expiry';
import { beginSignIn } from './oauth';
import { useSession } from './SessionContext';

/**
 * The expired session's message, wired: "Sign in again" runs the OAuth sign-in on the same server (the
 * new token replaces the old one of the account it signs in, whose draft is kept under its id), and
 * the other accounts signed in here can be switched to.
 */
export function SessionExpiredBanner() {
  const { session } = useSession();
  const t = useT();
  const me = useAppSelector(selectMe);
  const acct = useAppSelector(useCallback((state) => (me === null ? '' : (selectAccount(state, me)?.acct ?? '')), [me]));
  const [expired] = useState(() => recordSessionExpiry(session, acct));
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accounts = useMemo(() => expired.others.map((account) => ({ key: account.key, handle: handleOf(account.acct, account.origin) })), [expired]);
  const signIn = () => {
    setSigningIn(true);
    setError(null);
    beginSignIn(expired.origin).then(
      (url) => window.location.assign(url),
      (failure: unknown) => {
        setSigningIn(false);
        const host = new URL(expired.origin).host;
        setError(failure instanceof Error ? t('session.unreachable_detail', { host, detail: failure.message }) : t('session.unreachable', { host }));
      },
    );
  };
  const switchTo = (key: string) => {
    setActiveAccountKey(key);
    window.location.assign('/');
  };
  return <SessionExpired handle={expired.handle} onSignIn={signIn} signingIn={signingIn} error={error} accounts={accounts} onSwitch={switchTo} />;
}
