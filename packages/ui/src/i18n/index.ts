export { AVAILABLE_LOCALES, messagesFor } from './available-locales';
export { PSEUDO_LOCALE, pseudoLocalize, type MessageId } from './catalogue';
export { LocaleProvider, sourceTranslate, useLocale, useRichT, useT, type MessageValues, type RichValues, type Translate, type TranslateRich } from './locale-context';
