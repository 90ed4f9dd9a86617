import { Avatar, lazyModule, useT } from '@trumpet/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleOf, isExpired, rememberedAccounts, setActiveAccountKey, type RememberedAccount } from './accounts';
import { useSession } from './SessionContext';

const oauth = lazyModule('oauth', () => import('./oauth'));

/** An account whose token the server refused: its sign-in starts again instead of a switch to a dead token. */
function signInAgain(account: RememberedAccount): void {
  void oauth.load().then(({ beginSignIn }) => beginSignIn(account.origin)).then(
    (url) => window.location.assign(url),
    () => undefined,
  );
}

/** The other accounts signed in on this browser; picking one reloads the app as that account. */
export function AccountSwitcher() {
  const { session } = useSession();
  const [accounts] = useState(rememberedAccounts);
  const t = useT();
  const current = session.account?.key ?? null;
  const others = accounts.filter((account) => account.key !== current && !(account.accountId === session.me && account.origin === session.origin));
  return (
    <div className="w-switcher">
      <h3 className="w-switcher__heading">{t('session.accounts')}</h3>
      <ul className="w-switcher__list">
        {others.map((account) => (
          <li key={account.key}>
            <button
              type="button"
              className="w-switcher__account"
              onClick={() => {
                if (isExpired(account)) {
                  signInAgain(account);
                  return;
                }
                setActiveAccountKey(account.key);
                window.location.assign('/');
              }}
            >
              <Avatar src={account.avatar} size={32} />
              <span className="w-switcher__text">
                <span className="w-switcher__name">{account.displayName}</span>
                <span className="w-switcher__handle">{handleOf(account.acct, account.origin)}</span>
                {isExpired(account) ? <span className="w-switcher__expired">{t('session.account_expired')}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Link to="/sign-in" className="w-switcher__add">
        {t('session.add_account')}
      </Link>
    </div>
  );
}
