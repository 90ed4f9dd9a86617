import { localeDirection, resolveLocale, type RootState } from '@trumpet/core';
import { AVAILABLE_LOCALES, LocaleProvider, messagesFor } from '@trumpet/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { useAppSelector } from '../store/StoreProvider';

const selectServerLocale = (state: RootState): string | null => state.meta.locale;

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/**
 * The app's locale: the server's `meta.locale` (SPEC §3), else the browser's languages, among
 * those the app has; `<html lang dir>` follow it.
 */
export function AppLocale({ children, available = AVAILABLE_LOCALES }: { children: ReactNode; available?: readonly string[] }) {
  const serverLocale = useAppSelector(selectServerLocale);
  const locale = resolveLocale([serverLocale, ...browserLanguages()], available);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
  }, [locale]);
  return (
    <LocaleProvider locale={locale} messages={messagesFor(locale)}>
      {children}
    </LocaleProvider>
  );
}
