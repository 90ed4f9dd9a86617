import { formatCount, formatExactCount, replyCountLabel } from './count-format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1150, '1.2K'],
    [1234, '1.2K'],
    [1250, '1.3K'],
    [9999, '10K'],
    [12_345, '12.3K'],
    [100_000, '100K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_234_567, '1.2M'],
    [1_250_000, '1.3M'],
    [12_345_678, '12.3M'],
    [999_950_000, '1B'],
    [2_500_000_000, '2.5B'],
    [1_000_000_000_000, '1T'],
    [999.9, '999'],
    [1299.99, '1.3K'],
  ])('%d → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it.each([[-1], [-1000], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('%d → 0', (n) => {
    expect(formatCount(n)).toBe('0');
  });
});

describe('formatCount in other locales', () => {
  it.each([
    ['de', 1_250_000, '1,3 Mio.'],
    ['de', 1234, '1234'],
    ['fr', 1234, '1,2 k'],
    ['es', 1234, '1,2 mil'],
    ['ja', 12_345, '1.2万'],
    ['ar', 1234, '1.2 ألف'],
    ['en-GB', 1234, '1.2k'],
    ['pt_BR', 1234, '1,2 mil'],
  ])('%s: %d → %s', (locale, n, text) => {
    // Intl separates the unit with a no-break space (U+00A0 or U+202F).
    expect(formatCount(n, locale).replace(/\s/gu, ' ')).toBe(text);
  });

  it('falls back to English for a tag that is not a locale', () => {
    expect(formatCount(1234, 'not a locale!')).toBe('1.2K');
  });
});

describe('replyCountLabel (SPEC §2)', () => {
  it.each([
    [-5, '0'],
    [-1, '0'],
    [0, '0'],
    [1, '1'],
    [2, '1+'],
    [1234, '1+'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d → %s', (n, label) => {
    expect(replyCountLabel(n)).toBe(label);
  });
});

describe('formatExactCount', () => {
  it.each([
    ['en', 12_345, '12,345'],
    ['de', 12_345, '12.345'],
    ['fr', 12_345, '12 345'],
    ['en', -3, '0'],
    ['en', 2.7, '2'],
  ])('%s: %d → %s', (locale, n, text) => {
    expect(formatExactCount(n, locale).replace(/\s/gu, ' ')).toBe(text);
  });
});
