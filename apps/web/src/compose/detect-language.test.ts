import { languageGuess } from '@trumpet/core';
import { browserLanguageDetector, createDetectLanguage, fromLande, LANDE_LANGUAGES, type Lande } from './detect-language';

// lande's own list (node_modules/lande/standalone/t50-langs.js).
const LANDE_CODES = [
  'afr', 'ara', 'aze', 'bel', 'ben', 'bul', 'cat', 'ces', 'ckb', 'cmn', 'dan', 'deu', 'ell', 'eng', 'est', 'eus', 'fin', 'fra', 'hau', 'heb', 'hin',
  'hrv', 'hun', 'hye', 'ind', 'isl', 'ita', 'jpn', 'kat', 'kaz', 'kor', 'lit', 'mar', 'mkd', 'nld', 'nob', 'pes', 'pol', 'por', 'ron', 'run', 'rus',
  'slk', 'spa', 'srp', 'swe', 'tgl', 'tur', 'ukr', 'vie',
];

describe('the language detector behind the composer’s guess', () => {
  it('maps each of lande’s 50 languages to the code Mastodon uses', () => {
    expect(Object.keys(LANDE_LANGUAGES).sort()).toEqual(LANDE_CODES);
    for (const code of Object.values(LANDE_LANGUAGES)) expect(code).toMatch(/^([a-z]{2}|ckb)$/);
    expect(fromLande([['cmn', 0.9], ['pes', 0.05], ['nob', 0.03], ['ckb', 0.01], ['xxx', 0.01]])).toEqual([
      { language: 'zh', confidence: 0.9 },
      { language: 'fa', confidence: 0.05 },
      { language: 'nb', confidence: 0.03 },
      { language: 'ckb', confidence: 0.01 },
    ]);
  });

  it('uses lande where the browser has no LanguageDetector, loading it once', async () => {
    const lande: Lande = (text) => (text.includes('Bonjour') ? [['fra', 0.97], ['eng', 0.01]] : [['eng', 0.9]]);
    let loads = 0;
    const detect = createDetectLanguage({ browser: browserLanguageDetector({}), lande: async () => ((loads += 1), lande) });
    expect(languageGuess(await detect('Bonjour à tous, quelle belle journée'))).toBe('fr');
    expect(languageGuess(await detect('Hello everyone, what a lovely day'))).toBe('en');
    expect(loads).toBe(1);
  });

  it('prefers the browser’s LanguageDetector, its tags read as their language', async () => {
    class LanguageDetector {
      static create = jest.fn(async () => new LanguageDetector());
      async detect() {
        return [{ detectedLanguage: 'pt-BR', confidence: 0.93 }, { detectedLanguage: 'es', confidence: 0.05 }];
      }
    }
    const lande = jest.fn(async (): Promise<Lande> => () => []);
    const detect = createDetectLanguage({ browser: browserLanguageDetector({ LanguageDetector }), lande });
    expect(languageGuess(await detect('Olá a todos, que dia bonito hoje'))).toBe('pt');
    expect(lande).not.toHaveBeenCalled();
  });

  it('falls back to lande when the browser cannot make a detector', async () => {
    const LanguageDetector = Object.assign(() => undefined, { create: () => Promise.reject(new Error('NotAllowedError')) });
    const detect = createDetectLanguage({ browser: browserLanguageDetector({ LanguageDetector }), lande: async () => () => [['deu', 0.95]] });
    expect(languageGuess(await detect('Guten Morgen zusammen, wie geht es euch'))).toBe('de');
  });

  it('tries loading again after a failed load', async () => {
    let attempts = 0;
    const detect = createDetectLanguage({
      browser: null,
      lande: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return () => [['ita', 0.9]];
      },
    });
    await expect(detect('Buongiorno a tutti quanti voi')).rejects.toThrow('chunk failed');
    expect(languageGuess(await detect('Buongiorno a tutti quanti voi'))).toBe('it');
  });
});
