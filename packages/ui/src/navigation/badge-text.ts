import { formatExactCount } from '@trumpet/core/text';
import type { Translate } from '../i18n/locale-context';

/** Past this an unread badge says '99+'. */
const BADGE_MAX = 99;

/** An unread badge's number in the locale's digits and grouping, '99+' past 99. */
export function badgeText(count: number, locale: string, t: Translate): string {
  return count > BADGE_MAX ? t('nav.badge.more', { count: formatExactCount(BADGE_MAX, locale) }) : formatExactCount(count, locale);
}
