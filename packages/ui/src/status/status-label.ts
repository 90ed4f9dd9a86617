import { accountLabelName, formatFullDate, statusLabelParts } from '@trumpet/core/text';
import { localZone } from '../common/RelativeTime';
import { useLocale, useT } from '../i18n/locale-context';
import type { ShownStatus } from './status-menu';

/**
 * The accessible name of a status article: author, content (or its content warning while closed), time
 * and acct, then who boosted it, as Mastodon's aria-label on a status.
 */
export function useStatusLabel(shown: ShownStatus, booster: { display_name: string; acct: string } | null): string {
  const t = useT();
  const locale = useLocale();
  const parts = statusLabelParts(shown);
  const time = formatFullDate(shown.created_at, { locale, timeZone: localZone() });
  return booster
    ? t('status.aria_label_boosted', { ...parts, time, booster: accountLabelName(booster) })
    : t('status.aria_label', { ...parts, time });
}
