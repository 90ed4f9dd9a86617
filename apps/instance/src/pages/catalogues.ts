import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';

/** The languages the pages speak; English, the source, first. */
export const PAGE_LOCALES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

export const SOURCE_LOCALE: PageLocale = 'en';

/** The id of a message of the pages (locales/en.json). */
export type MessageId = keyof typeof en;

/** Each language's messages (ICU MessageFormat), as written. */
export const CATALOGUES: Readonly<Record<PageLocale, Readonly<Record<string, string>>>> = { en, de, fr, es, ja, ar };

export const isPageLocale = (value: string): value is PageLocale => (PAGE_LOCALES as readonly string[]).includes(value);

export const isMessageId = (value: string): value is MessageId => Object.hasOwn(en, value);

/** Each language's name in itself, for choosing one. */
export const LANGUAGE_NAMES: Readonly<Record<PageLocale, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
};

/** A catalogue in Lingui's compiled form; a message that does not parse names itself. */
export function compileCatalogue(locale: string, catalogue: Readonly<Record<string, string>>): Messages {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`pages/locales/${locale}.json: message "${id}" does not parse: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}
