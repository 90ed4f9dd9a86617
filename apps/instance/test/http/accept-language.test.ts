import { preferredLanguage } from '../../src/http/accept-language';

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
