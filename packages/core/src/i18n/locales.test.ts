import { canonicalLocale, localeDirection, resolveLocale, SOURCE_LOCALE } from './locales';

const AVAILABLE = ['en', 'de', 'fr', 'es', 'ja', 'ar', 'pt-BR'];

describe('resolveLocale', () => {
  it.each([
    ['the first wanted locale the app has', ['ja', 'de'], 'ja'],
    ['a preference before the server and the browser', ['fr', 'de', 'en-US'], 'fr'],
    ['the server locale when there is no preference', [null, 'de', 'ja'], 'de'],
    ['the language when the region is missing', ['de-AT'], 'de'],
    ['a regional variant for a bare language', ['pt'], 'pt-BR'],
    ['the exact regional tag', ['pt-br'], 'pt-BR'],
    ['underscores as Rails writes them', ['pt_BR'], 'pt-BR'],
    ['the next locale past one the app lacks', ['ko', 'es-MX'], 'es'],
    ['the source locale when nothing matches', ['ko', 'zh-CN'], SOURCE_LOCALE],
    ['the source locale for nothing wanted', [], SOURCE_LOCALE],
    ['past tags that are not locales', ['', '  ', 'not a locale!', undefined, 'ar-EG'], 'ar'],
  ])('chooses %s', (_label, wanted, locale) => {
    expect(resolveLocale(wanted, AVAILABLE)).toBe(locale);
  });
});

describe('localeDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['de-DE', 'ltr'],
    ['ja', 'ltr'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['az-Latn', 'ltr'],
    ['ku', 'ltr'],
    ['ckb', 'rtl'],
    ['not a locale!', 'ltr'],
  ])('%s → %s', (locale, direction) => {
    expect(localeDirection(locale)).toBe(direction);
  });
});

describe('canonicalLocale', () => {
  it.each([
    ['pt-br', 'pt-BR'],
    ['zh_hant_tw', 'zh-Hant-TW'],
    [' de ', 'de'],
    ['', null],
    ['not a locale!', null],
    [null, null],
  ])('%s → %s', (tag, canonical) => {
    expect(canonicalLocale(tag)).toBe(canonical);
  });
});
