import { useT } from '../i18n/locale-context';
import './NotFound.css';

/** SPEC §2 not-found screen. */
export function NotFound() {
  const t = useT();
  return (
    <div className="t-not-found" role="alert">
      <svg className="t-not-found__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="28" cy="28" r="17" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M41 41l13 13" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <path d="M22 24h.01M34 24h.01M22 35c3.5-3 8.5-3 12 0" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" fill="none" />
      </svg>
      <h2 className="t-not-found__title">{t('not_found.title')}</h2>
      <p className="t-not-found__text">{t('not_found.text')}</p>
    </div>
  );
}
