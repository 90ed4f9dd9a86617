import { formatDateRange, formatFullDate } from './date-format';

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

describe('formatDateRange', () => {
  const now = new Date('2026-12-07T12:00:00Z');
  const range = (start: string, end: string, locale: string, allDay = false) => formatDateRange(start, end, { locale, timeZone: 'UTC', now, allDay }).replace(/\s/gu, ' ');
  it.each([
    ['one day, with times', '2026-12-07T10:00:00Z', '2026-12-07T12:30:00Z', 'en', false, 'Dec 7, 10:00 – 12:30'],
    ['several days, with times', '2026-12-07T10:00:00Z', '2026-12-09T18:00:00Z', 'en', false, 'Dec 7, 10:00 – Dec 9, 18:00'],
    ['several days, all day', '2026-12-07T00:00:00Z', '2026-12-09T00:00:00Z', 'en', true, 'Dec 7 – 9'],
    ['into next year: the years are said', '2026-12-30T00:00:00Z', '2027-01-02T00:00:00Z', 'en', true, 'Dec 30, 2026 – Jan 2, 2027'],
    ['in German', '2026-12-07T10:00:00Z', '2026-12-07T12:30:00Z', 'de', false, '7. Dez., 10:00–12:30 Uhr'],
  ])('%s', (_name, start, end, locale, allDay, text) => {
    expect(range(start, end, locale, allDay)).toBe(text);
  });

  it('answers nothing when a date is not one', () => {
    expect(formatDateRange('soon', '2026-12-07T10:00:00Z', { now, allDay: false })).toBe('');
  });
});
