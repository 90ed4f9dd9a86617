import { canonicalLocale } from '@trumpet/core';
import { useSyncExternalStore } from 'react';

// The language a person chose on this device, above the server's and the browser's (issue #16).
// Mastodon keeps it on the server (Preferences › Appearance); a client of many servers keeps it here.
const LOCALE_KEY = 'trumpet:locale';

const listeners = new Set<() => void>();

/** The chosen locale, or null to follow the server and the browser. */
export function savedLocale(): string | null {
  try {
    return canonicalLocale(localStorage.getItem(LOCALE_KEY));
  } catch {
    return null;
  }
}

/** Chooses the app's locale (null: automatic); every AppLocale follows at once. */
export function chooseLocale(locale: string | null): void {
  try {
    if (locale === null) localStorage.removeItem(LOCALE_KEY);
    else localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered, but in effect for this page.
    fallback = locale;
  }
  for (const listener of listeners) listener();
}

// Where the choice lives when storage refuses it.
let fallback: string | null = null;

const current = (): string | null => savedLocale() ?? fallback;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === LOCALE_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The chosen locale, kept current (another tab's choice included). */
export function useLocalePreference(): string | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
