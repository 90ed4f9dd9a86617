/** Mastodon posts a scheduled status only at least 5 minutes ahead (PostStatusService::MIN_SCHEDULE_OFFSET). */
export const SCHEDULE_MIN_OFFSET_MS = 5 * 60 * 1000;

/** The earliest time a post may be scheduled for, from `now` (with a minute's margin for the request), to the minute. */
export function earliestSchedule(now: Date): Date {
  const earliest = new Date(now.getTime() + SCHEDULE_MIN_OFFSET_MS + 60 * 1000);
  earliest.setSeconds(0, 0);
  return earliest;
}
