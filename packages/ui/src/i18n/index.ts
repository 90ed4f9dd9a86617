export { AVAILABLE_LOCALES } from './available-locales';
export { LocaleProvider, useLocale } from './locale-context';
