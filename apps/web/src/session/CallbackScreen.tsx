import { useT } from '@trumpet/ui';
import { useEffect, useRef, useState } from 'react';
import { completeSignIn, SignInError } from './oauth';

/** The OAuth redirect target: exchanges the code, then opens the app signed in. */
export function CallbackScreen() {
  const t = useT();
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn(window.location.search).then(
      () => window.location.replace('/'),
      (cause: unknown) => setFailure({ cause }),
    );
  }, []);
  const error =
    failure === null
      ? null
      : failure.cause instanceof SignInError
        ? t(failure.cause.reason)
        : failure.cause instanceof Error
          ? failure.cause.message
          : String(failure.cause);
  return (
    <main className="w-auth">
      <div className="w-auth__card" role={error !== null ? 'alert' : 'status'}>
        <h1 className="w-auth__title">{error !== null ? t('session.callback.failed') : t('session.callback.signing_in')}</h1>
        {error !== null ? (
          <>
            <p className="w-auth__lead">{error}</p>
            <a className="w-auth__link" href="/">
              {t('session.callback.back')}
            </a>
          </>
        ) : (
          <p className="w-auth__lead">{t('session.callback.finishing')}</p>
        )}
      </div>
    </main>
  );
}
