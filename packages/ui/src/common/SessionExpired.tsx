import { memo, useId } from 'react';
import { useRichT, useT } from '../i18n/locale-context';
import { AlertIcon } from '../icons';
import { Button } from './Button';
import './SessionExpired.css';

/** Another account signed in on this device, offered instead of signing in again. */
export interface SessionExpiredAccount {
  key: string;
  /** '@alice@mastodon.social' */
  handle: string;
}

export interface SessionExpiredProps {
  /** The account whose session ended, as '@user@server'. */
  handle: string;
  /** Runs the sign-in to the same server again. */
  onSignIn: () => void;
  /** The browser is on its way to the server's sign-in page. */
  signingIn?: boolean;
  /** Why the sign-in could not start, when it failed. */
  error?: string | null;
  /** Other signed-in accounts, whose sessions still work. */
  accounts?: readonly SessionExpiredAccount[];
  onSwitch?: (key: string) => void;
}

/**
 * The one message shown when the server stops accepting the account's token (issue #10): what
 * happened, that the draft is kept, and the way back in. Announced as an alert without taking focus;
 * it sits first in the page, so the keyboard reaches it next.
 */
export const SessionExpired = memo(function SessionExpired({ handle, onSignIn, signingIn = false, error = null, accounts = [], onSwitch }: SessionExpiredProps) {
  const titleId = useId();
  const t = useT();
  const rich = useRichT();
  return (
    <section className="t-session-expired" aria-labelledby={titleId}>
      <AlertIcon className="t-session-expired__icon" />
      <div className="t-session-expired__body">
        <div role="alert">
          <strong className="t-session-expired__title" id={titleId}>
            {rich('common.session_expired.title', { handle: <bdi dir="ltr">{handle}</bdi> })}
          </strong>
          <p className="t-session-expired__message">{t('common.session_expired.message')}</p>
        </div>
        {error ? (
          <p className="t-session-expired__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="t-session-expired__actions">
          <Button variant="primary" size="s" onPress={onSignIn} isDisabled={signingIn}>
            {signingIn ? t('common.session_expired.redirecting') : t('common.session_expired.sign_in')}
          </Button>
          {onSwitch
            ? accounts.map((account) => (
                <Button key={account.key} size="s" onPress={() => onSwitch(account.key)}>
                  {rich('common.session_expired.switch', { handle: <bdi dir="ltr">{account.handle}</bdi> })}
                </Button>
              ))
            : null}
        </div>
      </div>
    </section>
  );
});
