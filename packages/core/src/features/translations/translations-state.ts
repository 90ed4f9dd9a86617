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

/** What the server's translation engine can do. */
export interface TranslationSupport {
  /** configuration.translation.enabled of GET /api/v2/instance. */
  enabled: boolean;
  /**
   * Source language → target languages (GET /api/v1/instance/translation_languages, Mastodon 4.2+;
   * 'und' for statuses that name no language); null where the server does not say.
   */
  languages: Readonly<Record<string, readonly string[]>> | null;
}

export interface TranslationsState {
  support: TranslationSupport;
  byStatus: Record<string, StatusTranslation>;
}

export const initialTranslations: TranslationsState = { support: { enabled: false, languages: null }, byStatus: {} };
