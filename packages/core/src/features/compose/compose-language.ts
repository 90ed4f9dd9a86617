import type { ComposeState } from './compose-state';

/** How many recent languages are kept (the picker shows them first). */
export const RECENT_LANGUAGES_MAX = 5;

export const recentLanguagesKey = (me: string): string => `composeLanguages:${me}`;

/** The primary subtag of a BCP 47 tag ('pt-BR' → 'pt'), lower-cased; null when there is none. */
export function languageCode(tag: string | null | undefined): string | null {
  const code = tag?.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(code) ? code : null;
}

/**
 * The language a post is sent in: the one picked, else the user's `posting:default:language`
 * preference, else the last one used, else the interface's. https://docs.joinmastodon.org/methods/statuses/#create
 */
export function composeLanguage(compose: Pick<ComposeState, 'language' | 'defaultLanguage' | 'recentLanguages' | 'uiLocale'>): string | null {
  return (
    languageCode(compose.language) ??
    languageCode(compose.defaultLanguage) ??
    languageCode(compose.recentLanguages[0]) ??
    languageCode(compose.uiLocale)
  );
}

/** `language` moved to the front of the recent list, at most RECENT_LANGUAGES_MAX. */
export function withRecentLanguage(recent: readonly string[], language: string | null): string[] {
  const code = languageCode(language);
  if (code === null) return [...recent];
  return [code, ...recent.filter((item) => item !== code)].slice(0, RECENT_LANGUAGES_MAX);
}

/** A stored recent list as it came back from the `preferences` service (anything else is an empty list). */
export function parseRecentLanguages(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const code = typeof item === 'string' ? languageCode(item) : null;
    return code === null ? [] : [code];
  }).slice(0, RECENT_LANGUAGES_MAX);
}
