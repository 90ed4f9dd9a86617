/**
 * A machine-translation backend (Mastodon's TranslationService: DeepL, LibreTranslate). The
 * instance has none by default; `createInstance({ translator })` plugs one in, and then
 * `configuration.translation.enabled` is true and POST /api/v1/statuses/:id/translate works.
 */
export interface Translator {
  /**
   * Source language → the languages it can be translated into, as ISO 639 codes
   * (GET /api/v1/instance/translation_languages answers this); the key 'und' stands for statuses
   * that name no language, as Mastodon's answer has it.
   */
  languages(): Promise<Record<string, string[]>>;
  /**
   * Each of `texts` (HTML) translated from `source` (null when the status names no language) into
   * `target`, in the same order. The backend is trusted: its HTML is sent to clients as the
   * translated content.
   */
  translate(texts: readonly string[], source: string | null, target: string): Promise<TranslatedText[]>;
}

export interface TranslatedText {
  text: string;
  /** The language the backend found the source to be in. */
  detectedSourceLanguage: string;
  /** Who translated it ('DeepL.com', 'LibreTranslate'). */
  provider: string;
}
