import { SOURCE_LOCALE } from '@trumpet/core';

/**
 * The locales the app's texts exist in. Dates, times and counts follow the active one, so a locale
 * joins this list with its translated messages, never before (a German date among English words).
 */
export const AVAILABLE_LOCALES: readonly string[] = [SOURCE_LOCALE];
