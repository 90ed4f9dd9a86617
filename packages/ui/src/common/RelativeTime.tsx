import { memo, useEffect, useState } from 'react';
import { relativeTime } from '@trumpet/core/text';

let zone: string | undefined;
const localZone = (): string | undefined => {
  try {
    zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = 'UTC';
  }
  return zone;
};

const fullDateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });

/** 'November 22, 2026 at 6:30 AM' in the reader's zone; '' for an invalid date. */
export function formatFullDate(date: string): string {
  const time = new Date(date);
  return Number.isNaN(time.getTime()) ? '' : fullDateFormat.format(time);
}

export interface RelativeTimeProps {
  /** ISO 8601 timestamp. */
  date: string;
  className?: string;
}

/** A live relative timestamp ('now', '5m', '3d', 'Mar 5') that re-renders when its text next changes. */
export const RelativeTime = memo(function RelativeTime({ date, className }: RelativeTimeProps) {
  const [tick, setTick] = useState(0);
  const { text, nextUpdateInMs } = relativeTime(date, new Date(), { timeZone: localZone() });
  useEffect(() => {
    const timer = setTimeout(() => setTick((tick) => tick + 1), nextUpdateInMs);
    return () => clearTimeout(timer);
  }, [tick, date, nextUpdateInMs]);
  return (
    <time className={className} dateTime={date} title={formatFullDate(date)}>
      {text}
    </time>
  );
});
