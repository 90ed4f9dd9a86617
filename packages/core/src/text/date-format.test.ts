import { formatFullDate } from './date-format';

describe('formatFullDate', () => {
  it.each([
    ['en', 'November 22, 2026 at 6:30 AM'],
    ['de', '22. November 2026 um 06:30'],
    ['ja', '2026年11月22日 6:30'],
  ])('%s', (locale, text) => {
    expect(formatFullDate('2026-11-22T06:30:00Z', { locale, timeZone: 'UTC' }).replace(/\s/gu, ' ')).toBe(text);
  });

  it('reads the moment in the zone given', () => {
    expect(formatFullDate('2026-11-22T06:30:00Z', { locale: 'en', timeZone: 'Asia/Tokyo' }).replace(/\s/gu, ' ')).toBe('November 22, 2026 at 3:30 PM');
  });

  it('answers nothing for a date that is not one', () => {
    expect(formatFullDate('yesterday')).toBe('');
  });
});
