import type { Instance } from '../context';
import { snowflakeFloor } from '../db/ids';
import { tagUsesPerDay } from '../db/repositories/tags';
import type { TrendWindow } from '../db/repositories/trends';

const DAY_MS = 86_400_000;
/** Mastodon keeps and shows a week of history. */
const HISTORY_DAYS = 7;

/** A day of a tag's or link's use, as Mastodon sends it: the day's UTC midnight as UNIX seconds, and counts, all strings. */
export interface HistoryJson {
  day: string;
  uses: string;
  accounts: string;
}

/** The last seven UTC days at the instance's `now`, today first, as midnights. */
export function historyDays(instance: Instance): Date[] {
  const today = Math.floor(instance.now().getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: HISTORY_DAYS }, (_, i) => new Date(today - i * DAY_MS));
}

/** What trends and histories count: from the oldest of those days up to `now`, as snowflake bounds. */
export function trendWindow(instance: Instance): TrendWindow {
  const oldest = historyDays(instance).at(-1) ?? instance.now();
  return { since: snowflakeFloor(oldest), until: snowflakeFloor(new Date(instance.now().getTime() + 1)) };
}

/** Each day's counts (`YYYY-MM-DD` rows) laid on the week, today first, missing days as zero. */
export function historyOf(instance: Instance, rows: readonly { day: string; uses: number; accounts: number }[]): HistoryJson[] {
  return historyDays(instance).map((day) => {
    const row = rows.find((r) => r.day === day.toISOString().slice(0, 10));
    return { day: String(day.getTime() / 1000), uses: String(row?.uses ?? 0), accounts: String(row?.accounts ?? 0) };
  });
}

/** The week's history of each tag: public statuses (not boosts) carrying it and their distinct authors per day. */
export function tagHistories(instance: Instance, names: readonly string[]): Map<string, HistoryJson[]> {
  const window = trendWindow(instance);
  const rows = tagUsesPerDay(instance.db, names, window.since, window.until);
  return new Map(names.map((name) => [name, historyOf(instance, rows.filter((row) => row.name === name))]));
}
