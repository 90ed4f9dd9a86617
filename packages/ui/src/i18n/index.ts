export { AVAILABLE_LOCALES, messagesFor } from './available-locales';
export { PSEUDO_LOCALE, pseudoLocalize, type MessageId } from './catalogue';
export { LocaleProvider, useLocale, useT, type MessageValues, type Translate } from './locale-context';
