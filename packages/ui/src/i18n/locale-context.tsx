import { SOURCE_LOCALE } from '@trumpet/core';
import { createContext, useContext, type ReactNode } from 'react';

const LocaleContext = createContext<string>(SOURCE_LOCALE);

/** The locale the app speaks below it: dates, relative times and counts are written in it. */
export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The active locale (SOURCE_LOCALE outside a LocaleProvider). */
export function useLocale(): string {
  return useContext(LocaleContext);
}
