import { localeDirection, resolveLocale } from '@trumpet/core';
import { catalogueFor, LOCALE_CATALOGUES, LocaleProvider, type LocaleCatalogue } from '@trumpet/ui';
import { use, useLayoutEffect, type ReactNode } from 'react';
import { useAutomaticLocale } from './automatic-locale';
import { useLocalePreference } from './locale-preference';

interface AppLocaleProps {
  children: ReactNode;
  /** The app's catalogues (tests give their own). */
  catalogues?: Readonly<Record<string, LocaleCatalogue>>;
}

/**
 * The app's locale: the one chosen in the app, else the server's `meta.locale` (SPEC §3), else the
 * browser's languages, among those the app has; `<html lang dir>` follow it. A locale whose
 * messages are in a chunk of their own suspends until they arrive (they load beside the first
 * screen's requests).
 */
export function AppLocale({ children, catalogues = LOCALE_CATALOGUES }: AppLocaleProps) {
  const available = Object.keys(catalogues);
  const automatic = useAutomaticLocale(available);
  const locale = resolveLocale([useLocalePreference(), automatic], available);
  const catalogue = catalogueFor(locale, catalogues);
  const messages = catalogue.current() ?? use(catalogue.load());
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
  }, [locale]);
  return (
    <LocaleProvider locale={locale} messages={messages}>
      {children}
    </LocaleProvider>
  );
}
