import { Button, useT } from '@trumpet/ui';
import { useId, useState, type FormEvent } from 'react';
import { beginSignIn, serverOrigin } from './oauth';

/** Asks for a server's domain and starts the OAuth sign-in there. */
export function SignInForm({ compact = false }: { compact?: boolean }) {
  const [server, setServer] = useState(() => window.location.host);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const origin = serverOrigin(server);
    if (!origin) {
      setError(t('session.sign_in_form.invalid_server'));
      return;
    }
    setBusy(true);
    setError(null);
    beginSignIn(origin).then(
      (url) => window.location.assign(url),
      (failure: unknown) => {
        setBusy(false);
        const host = new URL(origin).host;
        setError(failure instanceof Error ? t('session.unreachable_detail', { host, detail: failure.message }) : t('session.unreachable', { host }));
      },
    );
  };
  return (
    <form className={compact ? 'w-sign-in-form is-compact' : 'w-sign-in-form'} onSubmit={submit} aria-label={t('session.sign_in_form.label')}>
      {compact ? <h3 className="w-sign-in-form__heading">{t('session.sign_in_form.heading')}</h3> : null}
      <label className="w-sign-in-form__label" htmlFor={inputId}>
        {t('session.sign_in_form.server')}
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
        {busy ? t('session.sign_in_form.redirecting') : t('session.sign_in_form.submit')}
      </Button>
    </form>
  );
}
