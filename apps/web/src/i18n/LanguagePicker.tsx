import { PSEUDO_LOCALE, AVAILABLE_LOCALES, catalogueFor, useT } from '@trumpet/ui';
import { useId } from 'react';
import { useAutomaticLocale } from './automatic-locale';
import { chooseLocale, useLocalePreference } from './locale-preference';

/** A language by its own name ('Deutsch', 'العربية'), as people look for their language. */
function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

// The pseudo-locale is for finding layouts that break; it is chosen by the browser's language.
const CHOOSABLE = AVAILABLE_LOCALES.filter((locale) => locale !== PSEUDO_LOCALE);

/** The app's language on this device: automatic (the server's, else the browser's) or one of those the app has. */
export function LanguagePicker() {
  const t = useT();
  const automatic = useAutomaticLocale();
  const chosen = useLocalePreference();
  const id = useId();
  const choose = (value: string) => {
    if (value === '') return chooseLocale(null);
    // The messages load first, so the app changes language at once rather than waiting blank.
    void catalogueFor(value)
      .load()
      .then(() => chooseLocale(value));
  };
  return (
    <div className="w-theme">
      <label className="w-theme__label" htmlFor={id}>
        {t('settings.language')}
      </label>
      <select id={id} className="w-language" value={chosen !== null && CHOOSABLE.includes(chosen) ? chosen : ''} onChange={(event) => choose(event.target.value)}>
        <option value="">{t('settings.language.automatic', { language: nativeName(automatic) })}</option>
        {CHOOSABLE.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
