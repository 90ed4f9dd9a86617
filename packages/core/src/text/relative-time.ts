// Reference: mastodon/mastodon app/javascript/mastodon/components/relative_timestamp.js; SPEC §9.

import { canonicalLocale, SOURCE_LOCALE } from '../i18n/locales';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Ages under this many days read as '{n}s', '{n}m', '{n}h' or '{n}d'; older ones as a date. */
export const MAX_RELATIVE_DAYS = 7;
/** Ages under this read as 'now'. */
export const JUST_NOW = 10 * SECOND;
/** SPEC §9: "Timers at least 10 s". */
export const MIN_UPDATE_INTERVAL = 10 * SECOND;
/** The longest delay setTimeout honours; longer ones overflow and fire at once. */
export const MAX_UPDATE_INTERVAL = 2_147_483_647;

export interface RelativeTime {
  text: string;
  /** When `text` next changes, clamped to [MIN_UPDATE_INTERVAL, MAX_UPDATE_INTERVAL]. */
  nextUpdateInMs: number;
}

export interface RelativeTimeOptions {
  /**
   * IANA zone in which dates ('Mar 5') and the current year are read. Defaults to 'UTC' so the
   * output never depends on the machine's zone; pass the user's zone to display local dates.
   */
  timeZone?: string;
  /** The locale the text is written in (SOURCE_LOCALE by default). */
  locale?: string;
}

const UNITS = [
  { below: MINUTE, size: SECOND, unit: 'second' },
  { below: HOUR, size: MINUTE, unit: 'minute' },
  { below: DAY, size: HOUR, unit: 'hour' },
  { below: MAX_RELATIVE_DAYS * DAY, size: DAY, unit: 'day' },
] as const;

/** The units ages are told in: '5s', '5m', '5h', '5d'. */
export type AgeUnit = (typeof UNITS)[number]['unit'];
type Unit = AgeUnit;

/**
 * An age told in a unit ('5m'), or null when it reads as 'now' or as a date: for apps that word
 * ages through their own messages, as Mastodon's relative_time.* do.
 */
export function relativeAge(date: Date | string, now: Date): { unit: AgeUnit; value: number } | null {
  const age = now.getTime() - (typeof date === 'string' ? new Date(date) : date).getTime();
  if (Number.isNaN(age) || age < JUST_NOW) return null;
  const unit = UNITS.find(({ below }) => age < below);
  return unit ? { unit: unit.unit, value: Math.floor(age / unit.size) } : null;
}

/**
 * The texts of one locale: ages in Intl's narrow units ('5m' in English, '5 Min.' in German),
 * 'now' as Intl words it, and dates with the short month ('Mar 5', '5. März').
 */
interface Wording {
  age: Record<Unit, Intl.NumberFormat>;
  now: string;
  monthDay: Map<string, Intl.DateTimeFormat>;
  monthDayYear: Map<string, Intl.DateTimeFormat>;
  tag: string;
}

const wordings = new Map<string, Wording>();

function wordingFor(locale: string): Wording {
  let wording = wordings.get(locale);
  if (!wording) {
    const tag = canonicalLocale(locale) ?? SOURCE_LOCALE;
    const unit = (name: Unit) => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'narrow' });
    wording = {
      age: { second: unit('second'), minute: unit('minute'), hour: unit('hour'), day: unit('day') },
      now: new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second'),
      monthDay: new Map(),
      monthDayYear: new Map(),
      tag,
    };
    wordings.set(locale, wording);
  }
  return wording;
}

function dateFormat(wording: Wording, timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const formats = withYear ? wording.monthDayYear : wording.monthDay;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(wording.tag, { timeZone, month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
    formats.set(timeZone, format);
  }
  return format;
}

export function relativeTime(date: Date | string, now: Date, options: RelativeTimeOptions = {}): RelativeTime {
  const time = (typeof date === 'string' ? new Date(date) : date).getTime();
  const nowTime = now.getTime();
  if (Number.isNaN(time) || Number.isNaN(nowTime)) {
    return { text: '', nextUpdateInMs: MAX_UPDATE_INTERVAL };
  }

  const wording = wordingFor(options.locale ?? SOURCE_LOCALE);
  // A date in the future (clock skew) has a negative age and reads as 'now'.
  const age = nowTime - time;
  if (age < JUST_NOW) {
    return changingIn(wording.now, JUST_NOW - age);
  }

  const unit = UNITS.find(({ below }) => age < below);
  if (unit) {
    return changingIn(wording.age[unit.unit].format(Math.floor(age / unit.size)), unit.size - (age % unit.size));
  }

  const timeZone = options.timeZone ?? 'UTC';
  const { year } = wallClock(time, timeZone);
  const currentYear = wallClock(nowTime, timeZone).year;
  if (year === currentYear) {
    // The year is added once the current year ends.
    return changingIn(dateFormat(wording, timeZone, false).format(time), startOfYear(currentYear + 1, timeZone) - nowTime);
  }
  return { text: dateFormat(wording, timeZone, true).format(time), nextUpdateInMs: MAX_UPDATE_INTERVAL };
}

function changingIn(text: string, ms: number): RelativeTime {
  return { text, nextUpdateInMs: Math.min(MAX_UPDATE_INTERVAL, Math.max(MIN_UPDATE_INTERVAL, ms)) };
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  /** The wall-clock reading as if it were UTC, in ms since the epoch. */
  asUtc: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(time: number, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(time)) {
    parts[type] = Number(value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const millis = ((time % SECOND) + SECOND) % SECOND;
  return { year, month, day, asUtc: Date.UTC(year, month - 1, day, hour, minute, second, millis) };
}

/** The instant at which `year` starts in `timeZone`. */
function startOfYear(year: number, timeZone: string): number {
  const target = Date.UTC(year, 0, 1);
  const offsetAt = (instant: number) => wallClock(instant, timeZone).asUtc - instant;
  const guess = target - offsetAt(target);
  return target - offsetAt(guess);
}
