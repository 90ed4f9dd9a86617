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

/**
 * When an event runs, as Mastodon shows an announcement's starts_at – ends_at: day and month, the
 * 24-hour time unless `allDay`, the year only when a date is not in `now`'s year, and the parts the
 * two share said once ('Dec 7, 10:00 – 12:00'). '' when either date is not one.
 */
export function formatDateRange(start: string | Date, end: string | Date, options: { locale?: string; timeZone?: string; now: Date; allDay: boolean }): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const format = new Intl.DateTimeFormat(canonicalLocale(options.locale ?? SOURCE_LOCALE) ?? SOURCE_LOCALE, {
    // All-day dates are calendar days, sent as midnight UTC: read in another zone they would move a day.
    timeZone: options.allDay ? 'UTC' : options.timeZone,
    month: 'short',
    day: 'numeric',
    ...(from.getFullYear() === options.now.getFullYear() && to.getFullYear() === options.now.getFullYear() ? {} : { year: 'numeric' }),
    ...(options.allDay ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  });
  return format.formatRange(from, to);
}
