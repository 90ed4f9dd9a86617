// Reference: mastodon/mastodon app/javascript/mastodon/utils/numbers.js (shortNumberFormat); SPEC §9.

import { canonicalLocale, SOURCE_LOCALE } from '../i18n/locales';

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * SPEC §9: under 1000 as is, otherwise compact with at most one decimal ('1.2K', '1.3M' in
 * English; '1,3 Mio.' in German, '1.2万' in Japanese), as `locale` writes it. A fraction is
 * dropped first; negative or non-finite input reads as 0.
 */
export function formatCount(n: number, locale: string = SOURCE_LOCALE): string {
  const count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(canonicalLocale(locale) ?? SOURCE_LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(count);
}

/** SPEC §2: a reply count reads 0 if negative, the number up to 1, otherwise '1+'. */
export function replyCountLabel(n: number): string {
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  return count <= 1 ? String(count) : '1+';
}

const exactFormats = new Map<string, Intl.NumberFormat>();

/** A count in full with `locale`'s grouping ('12,345', '12.345'), for titles beside a compact count. */
export function formatExactCount(n: number, locale: string = SOURCE_LOCALE): string {
  let format = exactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(canonicalLocale(locale) ?? SOURCE_LOCALE);
    exactFormats.set(locale, format);
  }
  return format.format(Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
}
