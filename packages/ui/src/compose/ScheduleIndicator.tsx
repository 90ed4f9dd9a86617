import { formatFullDate } from '@trumpet/core/text';
import { memo } from 'react';
import { AppLink, type NavigateHandler } from '../common/AppLink';
import { IconButton } from '../common/Button';
import { localZone } from '../common/RelativeTime';
import { useLocale, useT } from '../i18n/locale-context';
import { ClockIcon, CloseIcon } from '../icons';
import './ComposeIndicator.css';
import './ScheduleIndicator.css';

export interface ScheduleIndicatorProps {
  /** When the draft will be posted. */
  scheduledAt: string;
  /** Post now instead: the schedule comes off. */
  onClear: () => void;
}

/** Above the toolbar while the draft is scheduled: when it will be posted. */
export const ScheduleIndicator = memo(function ScheduleIndicator({ scheduledAt, onClear }: ScheduleIndicatorProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="t-compose-indicator t-compose-indicator--line t-schedule-indicator" role="status">
      <ClockIcon size={14} className="t-compose-indicator__icon" />
      <span className="t-compose-indicator__text">{t('compose.schedule.will_post', { date: formatFullDate(scheduledAt, { locale, timeZone: localZone() }) })}</span>
      <IconButton icon={CloseIcon} iconSize={16} label={t('compose.schedule.clear')} className="t-compose-indicator__close" onPress={onClear} />
    </div>
  );
});

export interface ScheduledNoticeProps {
  /** When the post just scheduled will go out. */
  scheduledAt: string;
  /** Where the scheduled posts are listed (an in-app path). */
  listPath: string;
  onNavigate?: NavigateHandler;
  onDismiss: () => void;
}

/** The confirmation after scheduling ("Post scheduled for …"), with the way to the list. */
export const ScheduledNotice = memo(function ScheduledNotice({ scheduledAt, listPath, onNavigate, onDismiss }: ScheduledNoticeProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="t-compose-indicator t-compose-indicator--line t-schedule-indicator t-scheduled-notice" role="status">
      <ClockIcon size={14} className="t-compose-indicator__icon" />
      <span className="t-compose-indicator__text">
        {t('compose.schedule.done', { date: formatFullDate(scheduledAt, { locale, timeZone: localZone() }) })}{' '}
        <AppLink to={listPath} onNavigate={onNavigate} className="t-scheduled-notice__link">
          {t('compose.schedule.list_link')}
        </AppLink>
      </span>
      <IconButton icon={CloseIcon} iconSize={16} label={t('common.close')} className="t-compose-indicator__close" onPress={onDismiss} />
    </div>
  );
});
