import { canonicalLocale, SOURCE_LOCALE } from '../i18n/locales';

const fullFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in full ('November 22, 2026 at 6:30 AM', '22. November 2026 um 06:30') in `locale`
 * and `timeZone` (the reader's zone when omitted); '' for a date that is not one.
 */
export function formatFullDate(date: string | Date, options: { locale?: string; timeZone?: string } = {}): string {
  const time = new Date(date);
  if (Number.isNaN(time.getTime())) return '';
  const locale = options.locale ?? SOURCE_LOCALE;
  const key = `${locale}\n${options.timeZone ?? ''}`;
  let format = fullFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(canonicalLocale(locale) ?? SOURCE_LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: options.timeZone });
    fullFormats.set(key, format);
  }
  return format.format(time);
}
