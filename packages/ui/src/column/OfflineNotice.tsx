import { formatFullDate } from '@trumpet/core/text';
import { CloudOffIcon } from '../icons/more-icons';
import { useLocale, useT } from '../i18n/locale-context';
import { localZone } from '../common/RelativeTime';
import './OfflineNotice.css';

export interface OfflineNoticeProps {
  /** When what is shown was saved (ISO 8601). */
  savedAt: string;
  /** What the column shows: posts (a timeline) or notifications. */
  what?: 'posts' | 'notifications';
}

/** Atop a timeline shown from what was kept, because the server cannot be reached (issue #15). */
export function OfflineNotice({ savedAt, what = 'posts' }: OfflineNoticeProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="t-offline-notice" role="status">
      <CloudOffIcon size={20} className="t-offline-notice__icon" />
      <p className="t-offline-notice__text">
        <strong>{t('column.offline.title')}</strong> {t(what === 'posts' ? 'column.offline.message' : 'column.offline.notifications', { date: formatFullDate(savedAt, { locale, timeZone: localZone() }) })}
      </p>
    </div>
  );
}

/** Under the composer: the post could not reach the server and is sent when the network is back (issue #15). */
export function PostWaitingNotice() {
  const t = useT();
  return (
    <div className="t-offline-notice t-offline-notice--post" role="status">
      <CloudOffIcon size={20} className="t-offline-notice__icon" />
      <p className="t-offline-notice__text">
        <strong>{t('compose.offline.title')}</strong> {t('compose.offline.message')}
      </p>
    </div>
  );
}
