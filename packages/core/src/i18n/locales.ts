// Which locale the app speaks and in which direction it writes. Reference: Mastodon's
// app/javascript/mastodon/locales (the web client follows the server's `meta.locale`) and BCP 47.

/** The locale of the app's own texts: SPEC's English. */
export const SOURCE_LOCALE = 'en';

export type TextDirection = 'ltr' | 'rtl';

// Languages written right to left by default (CLDR's likely scripts), and the scripts themselves,
// for a tag that names its script ('pa-Arab').
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg', 'mand', 'samr']);
const LTR_SCRIPTS = new Set(['latn', 'cyrl']);

/** A well-formed BCP 47 tag in its canonical case ('pt-br' → 'pt-BR'), or null. */
export function canonicalLocale(tag: string | null | undefined): string | null {
  if (typeof tag !== 'string' || tag.trim() === '') return null;
  try {
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/** The direction text in `locale` is written in. */
export function localeDirection(locale: string): TextDirection {
  const [language = '', ...rest] = (canonicalLocale(locale) ?? '').toLowerCase().split('-');
  const script = rest.find((subtag) => subtag.length === 4);
  if (script && RTL_SCRIPTS.has(script)) return 'rtl';
  if (script && LTR_SCRIPTS.has(script)) return 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * The first of `wanted` (most preferred first: the user's choice, the server's `meta.locale`, the
 * browser's languages) that the app has: the same tag, else the same language with the region
 * dropped ('de-AT' → 'de'), else a regional variant of it ('pt' → 'pt-BR'); SOURCE_LOCALE when
 * none matches.
 */
export function resolveLocale(wanted: readonly (string | null | undefined)[], available: readonly string[]): string {
  const have = available.flatMap((tag) => canonicalLocale(tag) ?? []);
  const lower = have.map((tag) => tag.toLowerCase());
  for (const candidate of wanted) {
    const tag = canonicalLocale(candidate)?.toLowerCase();
    if (!tag) continue;
    const exact = lower.indexOf(tag);
    if (exact >= 0) return have[exact] ?? SOURCE_LOCALE;
    const language = tag.split('-')[0] ?? '';
    const base = lower.indexOf(language);
    if (base >= 0) return have[base] ?? SOURCE_LOCALE;
    const variant = lower.findIndex((tag) => tag.split('-')[0] === language);
    if (variant >= 0) return have[variant] ?? SOURCE_LOCALE;
  }
  return SOURCE_LOCALE;
}
