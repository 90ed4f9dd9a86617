import { useEffect, useRef, useState } from 'react';
import { completeSignIn } from './oauth';

/** The OAuth redirect target: exchanges the code, then opens the app signed in. */
export function CallbackScreen() {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn(window.location.search).then(
      () => window.location.replace('/'),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, []);
  return (
    <main className="w-auth">
      <div className="w-auth__card" role={error ? 'alert' : 'status'}>
        <h1 className="w-auth__title">{error ? 'Sign-in failed' : 'Signing in…'}</h1>
        {error ? (
          <>
            <p className="w-auth__lead">{error}</p>
            <a className="w-auth__link" href="/">
              Back to Trumpet
            </a>
          </>
        ) : (
          <p className="w-auth__lead">Finishing the sign-in with your server.</p>
        )}
      </div>
    </main>
  );
}
