import { useT } from '@trumpet/ui';

/** Trumpet's mark and name. */
export function BrandMark() {
  const t = useT();
  return (
    <span className="w-brand">
      <svg className="w-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M8 13.5h5.5l8.5-5v15l-8.5-5H8z" fill="var(--t-accent-contrast)" />
        <path d="M10.5 18.5l1.5 4.5" stroke="var(--t-accent-contrast)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="w-brand__name">{t('layout.brand')}</span>
    </span>
  );
}
