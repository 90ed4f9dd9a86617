import { memo, useEffect, useState } from 'react';
import { formatFullDate, relativeAge, relativeTime, type AgeUnit } from '@trumpet/core/text';
import type { MessageId } from '../i18n/catalogue';
import { useLocale, useT } from '../i18n/locale-context';

// Ages in each locale's own short words ('5m', '5 Min.', '5分'), as Mastodon's relative_time.*.
const AGE_MESSAGES: Record<AgeUnit, MessageId> = { second: 'time.seconds', minute: 'time.minutes', hour: 'time.hours', day: 'time.days' };

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
  const t = useT();
  const now = new Date();
  const { text, nextUpdateInMs } = relativeTime(date, now, { timeZone: localZone(), locale });
  const age = relativeAge(date, now);
  useEffect(() => {
    const timer = setTimeout(() => setTick((tick) => tick + 1), nextUpdateInMs);
    return () => clearTimeout(timer);
  }, [tick, date, nextUpdateInMs]);
  return (
    <time className={className} dateTime={date} title={formatFullDate(date, { locale, timeZone: localZone() })}>
      {age ? t(AGE_MESSAGES[age.unit], { n: age.value }) : text}
    </time>
  );
});
