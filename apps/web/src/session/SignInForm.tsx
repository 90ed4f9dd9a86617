import { Button } from '@trumpet/ui';
import { useId, useState, type FormEvent } from 'react';
import { beginSignIn, serverOrigin } from './oauth';

/** Asks for a server's domain and starts the OAuth sign-in there. */
export function SignInForm({ compact = false }: { compact?: boolean }) {
  const [server, setServer] = useState(() => window.location.host);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const origin = serverOrigin(server);
    if (!origin) {
      setError('Enter a server’s domain, such as mastodon.social.');
      return;
    }
    setBusy(true);
    setError(null);
    beginSignIn(origin).then(
      (url) => window.location.assign(url),
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? `Could not reach ${new URL(origin).host}: ${failure.message}` : `Could not reach ${new URL(origin).host}.`);
      },
    );
  };
  return (
    <form className={compact ? 'w-sign-in-form is-compact' : 'w-sign-in-form'} onSubmit={submit} aria-label="Sign in">
      {compact ? <h3 className="w-sign-in-form__heading">Sign in to interact</h3> : null}
      <label className="w-sign-in-form__label" htmlFor={inputId}>
        Your server
      </label>
      <input
        id={inputId}
        className="w-sign-in-form__input"
        value={server}
        onChange={(event) => setServer(event.target.value)}
        placeholder="mastodon.social"
        autoComplete="url"
        inputMode="url"
        spellCheck={false}
        disabled={busy}
        required
      />
      {error ? (
        <p className="w-sign-in-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" isDisabled={busy} block>
        {busy ? 'Redirecting…' : 'Sign in'}
      </Button>
    </form>
  );
}
