/**
 * The languages a post may be written in: ISO 639-1, as Mastodon's LanguagesHelper::ISO_639_1
 * (its supported list), for the composer's language picker.
 */
export const LANGUAGE_CODES: readonly string[] = [
  'aa', 'ab', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg', 'bi', 'bm', 'bn', 'bo', 'br', 'bs', 'ca', 'ce', 'ch', 'co',
  'cr', 'cs', 'cu', 'cv', 'cy', 'da', 'de', 'dv', 'dz', 'ee', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'ff', 'fi', 'fj', 'fo', 'fr', 'fy', 'ga',
  'gd', 'gl', 'gn', 'gu', 'gv', 'ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz', 'ia', 'id', 'ie', 'ig', 'ii', 'ik', 'io', 'is', 'it', 'iu',
  'ja', 'jv', 'ka', 'kg', 'ki', 'kj', 'kk', 'kl', 'km', 'kn', 'ko', 'kr', 'ks', 'ku', 'kv', 'kw', 'ky', 'la', 'lb', 'lg', 'li', 'ln', 'lo', 'lt',
  'lu', 'lv', 'mg', 'mh', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'na', 'nb', 'nd', 'ne', 'ng', 'nl', 'nn', 'no', 'nr', 'nv', 'ny', 'oc',
  'oj', 'om', 'or', 'os', 'pa', 'pi', 'pl', 'ps', 'pt', 'qu', 'rm', 'rn', 'ro', 'ru', 'rw', 'sa', 'sc', 'sd', 'se', 'sg', 'si', 'sk', 'sl', 'sm',
  'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti', 'tk', 'tl', 'tn', 'to', 'tr', 'ts', 'tt', 'tw', 'ty', 'ug',
  'uk', 'ur', 'uz', 've', 'vi', 'vo', 'wa', 'wo', 'xh', 'yi', 'yo', 'za', 'zh', 'zu',
];

export interface LanguageOption {
  code: string;
  /** In the language itself ('Deutsch'), from Intl.DisplayNames. */
  nativeName: string;
  /** In the reader's language ('German'). */
  name: string;
}

const names = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!names.has(locale)) {
    try {
      names.set(locale, new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));
    } catch {
      names.set(locale, null);
    }
  }
  return names.get(locale) ?? null;
}

// ICU names Twi after its macrolanguage, as it names 'ak': two 'Akan' in one list. Mastodon says Twi.
const OWN_NAMES: Readonly<Record<string, string>> = { tw: 'Twi' };

/** A language's name in `locale`, or its code when the browser does not know it. */
export function languageName(code: string, locale: string): string {
  const name = OWN_NAMES[code] ?? displayNames(locale)?.of(code);
  return name === undefined || name === code ? code : name;
}

/**
 * A language's own name, capitalised as a list item starts (Intl gives 'español', 'français'); the
 * reader's name for it where the browser has no own name (then the code, as a last resort).
 */
export function nativeLanguageName(code: string, locale: string): string {
  const own = languageName(code, code);
  const name = own === code ? languageName(code, locale) : own;
  return name.charAt(0).toLocaleUpperCase(own === code ? locale : code) + name.slice(1);
}

export function languageOption(code: string, locale: string): LanguageOption {
  return { code, nativeName: nativeLanguageName(code, locale), name: languageName(code, locale) };
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** A language the picker can list: one of Mastodon's, or another the browser has a name for (a guess such as 'ckb'). */
const listable = (code: string, locale: string): boolean => LANGUAGE_CODES.includes(code) || languageName(code, locale) !== code;

/**
 * The languages the picker lists for `query` (matching the code, the native or the reader's name):
 * the leading ones first, in their order (core's languagePickerLeads: the guess, the post's, the
 * recent ones), then the rest by native name.
 */
export function languageOptions(locale: string, leading: readonly string[], query: string): LanguageOption[] {
  const wanted = fold(query.trim());
  const matches = (option: LanguageOption) =>
    wanted === '' || option.code.startsWith(wanted) || fold(option.nativeName).includes(wanted) || fold(option.name).includes(wanted);
  const leadingOptions = leading.filter((code) => listable(code, locale)).map((code) => languageOption(code, locale));
  // A language the browser has no name for at all would read as its bare code: left out unless leading.
  const rest = LANGUAGE_CODES.filter((code) => !leading.includes(code))
    .map((code) => languageOption(code, locale))
    .filter((option) => option.nativeName.toLocaleLowerCase() !== option.code)
    .sort((a, b) => a.nativeName.localeCompare(b.nativeName, locale));
  return [...leadingOptions, ...rest].filter(matches);
}
