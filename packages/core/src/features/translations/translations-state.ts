/** A status's machine translation as shown in place of its content (https://docs.joinmastodon.org/entities/Translation/). */
export interface TranslationRecord {
  /** Sanitised, with the status's custom emoji. */
  contentHtml: string;
  spoilerText: string;
  /** The language the provider found the original to be in. */
  detectedSourceLanguage: string;
  provider: string;
}

export type StatusTranslation = { state: 'loading' } | { state: 'shown'; translation: TranslationRecord };

export interface TranslationsState {
  /** The server's configuration.translation.enabled (GET /api/v2/instance). */
  enabled: boolean;
  byStatus: Record<string, StatusTranslation>;
}

export const initialTranslations: TranslationsState = { enabled: false, byStatus: {} };
