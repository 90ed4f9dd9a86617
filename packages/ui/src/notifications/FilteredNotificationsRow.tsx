import { formatCount } from '@trumpet/core/text';
import { useLocale, useT } from '../i18n/locale-context';
import { ChevronRightIcon, FilterIcon } from '../icons';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './FilteredNotificationsRow.css';

export interface FilteredNotificationsRowProps extends LinkingProps {
  /** The pending requests of the policy's summary. */
  count: number;
  /** Where the requests are listed (/notifications/requests). */
  href: string;
}

/** Atop the notifications: the notification requests waiting for review, opening their list. */
export function FilteredNotificationsRow({ count, href, LinkComponent: linkOverride, onNavigate }: FilteredNotificationsRowProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const n = formatCount(count, locale);
  return (
    <LinkComponent to={href} className="t-filtered-row">
      <span className="t-filtered-row__icon" aria-hidden="true">
        <FilterIcon size={18} />
      </span>
      <span className="t-filtered-row__text">
        <span className="t-filtered-row__title">{t('notifications.requests.banner')}</span>
        <span className="t-filtered-row__count">{t('notifications.requests.banner_count', { count, n })}</span>
      </span>
      <span className="t-filtered-row__badge">{n}</span>
      <ChevronRightIcon size={18} className="t-filtered-row__chevron" />
    </LinkComponent>
  );
}
