import { memo, useEffect, useState } from 'react';
import { formatFullDate, relativeTime } from '@trumpet/core/text';
import { useLocale } from '../i18n/locale-context';

let zone: string | undefined;
export const localZone = (): string | undefined => {
  try {
    zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = 'UTC';
  }
  return zone;
};

export interface RelativeTimeProps {
  /** ISO 8601 timestamp. */
  date: string;
  className?: string;
}

/** A live relative timestamp ('now', '5m', '3d', 'Mar 5') that re-renders when its text next changes. */
export const RelativeTime = memo(function RelativeTime({ date, className }: RelativeTimeProps) {
  const [tick, setTick] = useState(0);
  const locale = useLocale();
  const { text, nextUpdateInMs } = relativeTime(date, new Date(), { timeZone: localZone(), locale });
  useEffect(() => {
    const timer = setTimeout(() => setTick((tick) => tick + 1), nextUpdateInMs);
    return () => clearTimeout(timer);
  }, [tick, date, nextUpdateInMs]);
  return (
    <time className={className} dateTime={date} title={formatFullDate(date, { locale, timeZone: localZone() })}>
      {text}
    </time>
  );
});
