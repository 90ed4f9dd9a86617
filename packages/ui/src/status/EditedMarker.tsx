import { memo } from 'react';
import { formatFullDate } from '@trumpet/core/text';
import { localZone } from '../common/RelativeTime';
import { useLocale, useT } from '../i18n/locale-context';
import { EditIcon } from '../icons';

/** A pencil beside the time of an edited status, 'Edited {date}' as its name and tooltip (`edited_at`). */
export const EditedMarker = memo(function EditedMarker({ editedAt }: { editedAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  if (editedAt === null) return null;
  const label = t('status.edited', { date: formatFullDate(editedAt, { locale, timeZone: localZone() }) });
  return (
    <span className="t-status__edited" role="img" aria-label={label} title={label}>
      <EditIcon size={13} />
    </span>
  );
});
