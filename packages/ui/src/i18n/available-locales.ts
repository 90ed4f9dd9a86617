import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE } from '@trumpet/core';
import { lazyModule } from '../common/lazy-module';
import { PSEUDO_LOCALE, pseudoLocalize, sourceMessages } from './catalogue';

/** A locale's messages: here already (the source locale, inlined), or a chunk of their own that loads on use. */
export interface LocaleCatalogue {
  /** The messages, once here; null while their chunk has not loaded. */
  current(): Messages | null;
  /** The messages; the source catalogue if their chunk fails to load (English rather than nothing). */
  load(): Promise<Messages>;
}

/** A catalogue already in the bundle. */
export function inlineCatalogue(messages: () => Messages): LocaleCatalogue {
  let kept: Messages | null = null;
  const current = () => (kept ??= messages());
  let loading: Promise<Messages> | null = null;
  return { current, load: () => (loading ??= Promise.resolve(current())) };
}

/** A catalogue in a chunk of its own: `() => import('./messages/de.json')`. */
export function chunkCatalogue(locale: string, importer: () => Promise<{ default: Messages }>): LocaleCatalogue {
  const module = lazyModule(`locale-${locale}`, importer);
  let loading: Promise<Messages> | null = null;
  return {
    current: () => module.current()?.default ?? null,
    // One promise for every caller (React's use() waits on it across renders).
    load: () =>
      (loading ??= module.load().then(
        (loaded) => loaded.default,
        () => sourceMessages,
      )),
  };
}

// A locale joins with its translated catalogue, never before: dates and counts follow the active
// locale, and a German date among English words helps nobody. Each loads as a chunk of its own.
export const LOCALE_CATALOGUES: Readonly<Record<string, LocaleCatalogue>> = {
  [SOURCE_LOCALE]: inlineCatalogue(() => sourceMessages),
  [PSEUDO_LOCALE]: inlineCatalogue(() => pseudoLocalize(sourceMessages)),
  ar: chunkCatalogue('ar', () => import('./messages/ar.json')),
  de: chunkCatalogue('de', () => import('./messages/de.json')),
  es: chunkCatalogue('es', () => import('./messages/es.json')),
  fr: chunkCatalogue('fr', () => import('./messages/fr.json')),
  ja: chunkCatalogue('ja', () => import('./messages/ja.json')),
};

/** The locales the app's texts exist in. */
export const AVAILABLE_LOCALES: readonly string[] = Object.keys(LOCALE_CATALOGUES);

/** The catalogue of an available locale (the source catalogue for any other). */
export function catalogueFor(locale: string, catalogues: Readonly<Record<string, LocaleCatalogue>> = LOCALE_CATALOGUES): LocaleCatalogue {
  return catalogues[locale] ?? catalogues[SOURCE_LOCALE] ?? inlineCatalogue(() => sourceMessages);
}

/** The messages of an available locale when they are here (the source catalogue for any other). */
export function messagesFor(locale: string): Messages {
  return catalogueFor(locale).current() ?? sourceMessages;
}
