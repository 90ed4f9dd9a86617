import { useT } from '@trumpet/ui';

/** What a column shows while its chunk loads. */
export function ColumnLoading() {
  const t = useT();
  return (
    <div className="w-column-loading" role="status">
      <span className="w-column-loading__spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
