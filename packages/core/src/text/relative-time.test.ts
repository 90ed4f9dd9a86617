import {
  DAY,
  HOUR,
  MAX_RELATIVE_DAYS,
  MAX_UPDATE_INTERVAL,
  MINUTE,
  SECOND,
  relativeTime,
} from './relative-time';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime: relative units (SPEC §9)', () => {
  it.each([
    ['same instant', 0, 'now', 10 * SECOND],
    ['just under 10 s', 10 * SECOND - 1, 'now', 10 * SECOND],
    ['exactly 10 s', 10 * SECOND, '10s', 10 * SECOND],
    ['59.999 s', MINUTE - 1, '59s', 10 * SECOND],
    ['exactly 60 s', MINUTE, '1m', MINUTE],
    ['90 s', 90 * SECOND, '1m', 30 * SECOND],
    ['59 min 59 s', HOUR - SECOND, '59m', 10 * SECOND],
    ['exactly 60 min', HOUR, '1h', HOUR],
    ['1 h 30 min', HOUR + 30 * MINUTE, '1h', 30 * MINUTE],
    ['23 h 59 min', DAY - MINUTE, '23h', MINUTE],
    ['exactly 24 h', DAY, '1d', DAY],
    ['6 d 23 h', MAX_RELATIVE_DAYS * DAY - HOUR, '6d', HOUR],
  ])('%s ago (%d ms) → %s, next change in %d ms', (_label, age, text, next) => {
    expect(relativeTime(ago(age), NOW)).toEqual({ text, nextUpdateInMs: next });
  });

  it('exports the unit sizes in milliseconds', () => {
    expect([SECOND, MINUTE, HOUR, DAY, MAX_RELATIVE_DAYS]).toEqual([1000, 60_000, 3_600_000, 86_400_000, 7]);
  });
});

describe('relativeTime: dates from 7 days on (UTC by default)', () => {
  it.each([
    ['exactly 7 days, same year', '2024-06-08T12:00:00Z', 'Jun 8'],
    ['single-digit day', '2024-03-05T10:00:00Z', 'Mar 5'],
    ['earlier year', '2023-03-05T10:00:00Z', 'Mar 5, 2023'],
    ['last instant of the previous year', '2023-12-31T23:59:59.999Z', 'Dec 31, 2023'],
    ['first instant of this year', '2024-01-01T00:00:00Z', 'Jan 1'],
  ])('%s: %s → %s', (_label, date, text) => {
    expect(relativeTime(date, NOW).text).toBe(text);
  });

  it.each([
    ['same-year date: when the year ends', '2024-12-01T00:00:00Z', '2024-12-31T23:00:00Z', 'Dec 1', HOUR],
    ['same-year date far from new year: capped at the setTimeout limit', '2024-01-01T00:00:00Z', '2024-06-15T12:00:00Z',
      'Jan 1', MAX_UPDATE_INTERVAL],
    ['earlier-year date never changes', '2023-03-05T00:00:00Z', '2024-12-31T23:59:50Z', 'Mar 5, 2023', MAX_UPDATE_INTERVAL],
  ])('%s', (_label, date, now, text, next) => {
    expect(relativeTime(date, new Date(now))).toEqual({ text, nextUpdateInMs: next });
  });

  it('does not depend on the machine time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
      expect(relativeTime('2024-03-05T23:30:00Z', NOW).text).toBe('Mar 5');
      expect(relativeTime('2023-12-31T20:00:00Z', NOW).text).toBe('Dec 31, 2023');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('relativeTime: timeZone option', () => {
  it.each([
    ['UTC', 'Mar 5'],
    ['Asia/Tokyo', 'Mar 6'],
    ['America/Los_Angeles', 'Mar 5'],
  ])('2024-03-05T23:30Z in %s → %s', (timeZone, text) => {
    expect(relativeTime('2024-03-05T23:30:00Z', NOW, { timeZone }).text).toBe(text);
  });

  it('reads the current year in the zone', () => {
    // 2024-12-31T16:00Z is already 2025-01-01 01:00 in Tokyo.
    const now = new Date('2024-12-31T16:00:00Z');
    expect(relativeTime('2024-12-20T00:00:00Z', now).text).toBe('Dec 20');
    expect(relativeTime('2024-12-20T00:00:00Z', now, { timeZone: 'Asia/Tokyo' }).text).toBe('Dec 20, 2024');
  });

  it.each([
    ['UTC', '2024-12-31T14:00:00Z', 10 * HOUR],
    ['Asia/Tokyo', '2024-12-31T14:00:00Z', HOUR],
    ['America/New_York', '2025-01-01T04:00:00Z', HOUR],
  ])('a same-year date in %s changes at the zone’s new year', (timeZone, now, next) => {
    const result = relativeTime('2024-12-01T12:00:00Z', new Date(now), { timeZone });
    expect(result).toEqual({ text: 'Dec 1', nextUpdateInMs: next });
  });
});

describe('relativeTime: future dates, string input and invalid input', () => {
  it.each([
    ['1 ms ahead', 1, 10 * SECOND + 1],
    ['5 min ahead', 5 * MINUTE, 5 * MINUTE + 10 * SECOND],
    ['a year ahead', 365 * DAY, MAX_UPDATE_INTERVAL],
  ])('%s reads as now until 10 s after it', (_label, ahead, next) => {
    expect(relativeTime(new Date(NOW.getTime() + ahead), NOW)).toEqual({ text: 'now', nextUpdateInMs: next });
  });

  it('accepts an ISO string', () => {
    expect(relativeTime('2024-06-15T11:15:00.000Z', NOW)).toEqual({ text: '45m', nextUpdateInMs: MINUTE });
  });

  it('never asks for an update sooner than 10 s', () => {
    for (let age = -2 * MINUTE; age < 8 * DAY; age += 179_999) {
      expect(relativeTime(ago(age), NOW).nextUpdateInMs).toBeGreaterThanOrEqual(10 * SECOND);
    }
  });

  it.each([['not a date'], ['']])('an unparseable date %j gives empty text', (date) => {
    expect(relativeTime(date, NOW)).toEqual({ text: '', nextUpdateInMs: MAX_UPDATE_INTERVAL });
  });
});

describe('relativeTime in other locales', () => {
  it.each([
    ['de', 5 * MINUTE, '5 Min.'],
    ['de', 0, 'jetzt'],
    ['fr', 5 * MINUTE, '5min'],
    ['fr', 0, 'maintenant'],
    ['ja', 0, '今'],
    ['ar', 0, 'الآن'],
  ])('%s: %d ms ago → %s', (locale, age, text) => {
    expect(relativeTime(ago(age), NOW, { locale }).text).toBe(text);
  });

  it.each([
    ['de', '2024-03-05T10:00:00Z', '5. März'],
    ['de', '2023-12-31T10:00:00Z', '31. Dez. 2023'],
    ['ja', '2024-03-05T10:00:00Z', '3月5日'],
    ['ja', '2023-12-31T10:00:00Z', '2023年12月31日'],
    ['ar', '2024-03-05T10:00:00Z', '5 مارس'],
  ])('%s: %s → %s', (locale, date, text) => {
    expect(relativeTime(date, NOW, { locale }).text).toBe(text);
  });

  it('keeps the same update times whatever the locale', () => {
    expect(relativeTime(ago(90 * SECOND), NOW, { locale: 'de' }).nextUpdateInMs).toBe(relativeTime(ago(90 * SECOND), NOW).nextUpdateInMs);
  });
});
