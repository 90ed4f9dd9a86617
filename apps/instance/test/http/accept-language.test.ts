import { acceptedLanguages, bestAvailableLanguage, preferredLanguage } from '../../src/http/accept-language';

describe('preferredLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['en;q=0.5, ja;q=0.9', 'ja'],
    ['fr, de', 'fr'],
    ['*, ar;q=0.5', 'ar'],
    ['de;q=0, en-GB;q=0.3', 'en-GB'],
    ['en-XA', 'en-XA'],
    ['x;q=abc, es', 'es'],
    ['<script>, pt-BR;q=0.7', 'pt-BR'],
    ['', null],
    [undefined, null],
    ['*', null],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('acceptedLanguages', () => {
  it('orders every range by q, keeping the order of equals, and drops q=0', () => {
    expect(acceptedLanguages('fr;q=0.3, ja;q=0.9, pt, es;q=0.9, de;q=0')).toEqual(['pt', 'ja', 'es', 'fr']);
  });
});

describe('bestAvailableLanguage', () => {
  const available = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;

  it.each([
    ['de-AT', 'de'],
    ['fr;q=0.3, ja;q=0.9, pt', 'ja'],
    ['en;q=0.2, ar;q=0.8', 'ar'],
    ['es-419;q=0.5, fr-CA;q=0.5', 'es'],
    ['ja;q=0, de;q=0.1', 'de'],
    ['FR-fr', 'fr'],
    ['zh-Hant-TW, en-GB;q=0.4', 'en'],
    ['pt', null],
    ['pt-BR, pt;q=0.9', null],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, locale) => {
    expect(bestAvailableLanguage(header, available)).toBe(locale);
  });

  it('prefers the exact tag to another of the same language', () => {
    expect(bestAvailableLanguage('pt-BR', ['pt-PT', 'pt-BR'])).toBe('pt-BR');
    expect(bestAvailableLanguage('pt-AO', ['pt-PT', 'pt-BR'])).toBe('pt-PT');
  });
});
