import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE } from '@trumpet/core';
import { PSEUDO_LOCALE, pseudoLocalize, sourceMessages } from './catalogue';

let pseudoMessages: Messages | undefined;

// Each locale's messages. A locale joins with its translated catalogue, never before: dates and
// counts follow the active locale, and a German date among English words helps nobody.
const CATALOGUES: Record<string, () => Messages> = {
  [SOURCE_LOCALE]: () => sourceMessages,
  [PSEUDO_LOCALE]: () => (pseudoMessages ??= pseudoLocalize(sourceMessages)),
};

/** The locales the app's texts exist in. */
export const AVAILABLE_LOCALES: readonly string[] = Object.keys(CATALOGUES);

/** The messages of an available locale (the source catalogue for any other). */
export function messagesFor(locale: string): Messages {
  const load = CATALOGUES[locale];
  return load ? load() : sourceMessages;
}
