import type { DetectedLanguage, DetectLanguage } from '@trumpet/core';
import { lazyModule } from '@trumpet/ui';

// The composer's language guess (core's `detectLanguage` service), as Mastodon's web UI makes it
// (app/javascript/mastodon/features/compose/util/language_detection*.js): the browser's built-in
// LanguageDetector where there is one (Chrome 138+, https://developer.chrome.com/docs/ai/language-detection),
// else lande, loaded on the first text to guess.

/** lande's 50 languages (ISO 639-3) as the ISO 639-1 codes Mastodon's languages use (Central Kurdish has none). */
export const LANDE_LANGUAGES: Readonly<Record<string, string>> = {
  afr: 'af', ara: 'ar', aze: 'az', bel: 'be', ben: 'bn', bul: 'bg', cat: 'ca', ces: 'cs', ckb: 'ckb', cmn: 'zh',
  dan: 'da', deu: 'de', ell: 'el', eng: 'en', est: 'et', eus: 'eu', fin: 'fi', fra: 'fr', hau: 'ha', heb: 'he',
  hin: 'hi', hrv: 'hr', hun: 'hu', hye: 'hy', ind: 'id', isl: 'is', ita: 'it', jpn: 'ja', kat: 'ka', kaz: 'kk',
  kor: 'ko', lit: 'lt', mar: 'mr', mkd: 'mk', nld: 'nl', nob: 'nb', pes: 'fa', pol: 'pl', por: 'pt', ron: 'ro',
  run: 'rn', rus: 'ru', slk: 'sk', spa: 'es', srp: 'sr', swe: 'sv', tgl: 'tl', tur: 'tr', ukr: 'uk', vie: 'vi',
};

/** lande's answer: [ISO 639-3 code, confidence] pairs, most likely first. */
export type Lande = (text: string) => readonly (readonly [string, number])[];

/** lande's answer as core reads it, its codes mapped (an unknown one is left out). */
export function fromLande(answer: ReturnType<Lande>): DetectedLanguage[] {
  return answer.flatMap(([code, confidence]) => {
    const language = LANDE_LANGUAGES[code];
    return language === undefined ? [] : [{ language, confidence }];
  });
}

/** The parts of the Language Detector API used here. */
interface BrowserLanguageDetector {
  detect(text: string): Promise<readonly { detectedLanguage: string; confidence: number }[]>;
}
interface BrowserLanguageDetectorFactory {
  create(): Promise<BrowserLanguageDetector>;
}

function isDetectorFactory(value: unknown): value is BrowserLanguageDetectorFactory {
  return typeof value === 'function' && 'create' in value && typeof value.create === 'function';
}

/** The browser's LanguageDetector, or null where there is none. */
export function browserLanguageDetector(scope: object = globalThis): BrowserLanguageDetectorFactory | null {
  const factory: unknown = Reflect.get(scope, 'LanguageDetector');
  return isDetectorFactory(factory) ? factory : null;
}

export interface DetectorSources {
  browser: BrowserLanguageDetectorFactory | null;
  lande: () => Promise<Lande>;
}

/** A `detectLanguage` over the browser's detector, falling back to lande when it has none or cannot make one. */
export function createDetectLanguage(sources: DetectorSources): DetectLanguage {
  let detector: Promise<(text: string) => Promise<DetectedLanguage[]>> | null = null;
  const fromLandeModule = async () => {
    const lande = await sources.lande();
    return async (text: string) => fromLande(lande(text));
  };
  const make = async () => {
    if (sources.browser === null) return fromLandeModule();
    try {
      const browser = await sources.browser.create();
      return async (text: string) =>
        (await browser.detect(text)).map(({ detectedLanguage, confidence }) => ({ language: detectedLanguage, confidence }));
    } catch {
      return fromLandeModule();
    }
  };
  return async (text) => {
    detector ??= make();
    try {
      return await (await detector)(text);
    } catch (error) {
      // A failed load is tried again with the next text.
      detector = null;
      throw error;
    }
  };
}

const landeCode = lazyModule('lande', () => import('lande').then((module): Lande => module.default));

/** The app's detector: loaded lazily (createAppStore), lande in a chunk of its own. */
export const detectLanguage: DetectLanguage = createDetectLanguage({ browser: browserLanguageDetector(), lande: landeCode.load });
