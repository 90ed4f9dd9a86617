import { resolveLocale, type RootState } from '@trumpet/core';
import { AVAILABLE_LOCALES } from '@trumpet/ui';
import { useAppSelector } from '../store/StoreProvider';

const selectServerLocale = (state: RootState): string | null => state.meta.locale;

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** The locale the app speaks when none is chosen: the server's `meta.locale` (SPEC §3), else the browser's, among `available`. */
export function useAutomaticLocale(available: readonly string[] = AVAILABLE_LOCALES): string {
  const serverLocale = useAppSelector(selectServerLocale);
  return resolveLocale([serverLocale, ...browserLanguages()], available);
}
