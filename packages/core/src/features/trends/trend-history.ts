import type { TagHistory } from '@trumpet/api-client';

/** A day of a trend's history, as the server sends it. */
export type TrendDay = TagHistory;

/** What a trend's daily history says, as Mastodon's explore shows it (components/hashtag.tsx). */
export interface TrendUsage {
  /** Distinct accounts over the last two days (the "people talking" count). */
  accounts: number;
  /** Posts over the whole history (a week). */
  uses: number;
  /** Posts per day, oldest first (the sparkline). */
  daily: number[];
}

const count = (value: string): number => {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};

/** The server sends the history newest day first, the numbers as strings. */
export function trendUsage(history: readonly TagHistory[]): TrendUsage {
  const daily = history.map((day) => count(day.uses)).reverse();
  const accounts = history.slice(0, 2).reduce((sum, day) => sum + count(day.accounts), 0);
  return { accounts, uses: daily.reduce((sum, uses) => sum + uses, 0), daily };
}
