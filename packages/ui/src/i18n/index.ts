export { AVAILABLE_LOCALES, catalogueFor, chunkCatalogue, inlineCatalogue, LOCALE_CATALOGUES, messagesFor, type LocaleCatalogue } from './available-locales';
export { PSEUDO_LOCALE, pseudoLocalize, type MessageId } from './catalogue';
export { LocaleProvider, sourceTranslate, useLocale, useRichT, useT, useTextDirection, type MessageValues, type RichValues, type Translate, type TranslateRich } from './locale-context';
