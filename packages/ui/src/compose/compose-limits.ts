// SPEC §5 and §9 limits the form enforces itself (the app enforces the rest and computes charsLeft).

export const MEDIA_DESCRIPTION_MAX = 420;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 4;
export const POLL_OPTION_MAX = 25;
/** SPEC §9 "default expiry 86400 s". */
export const POLL_DEFAULT_EXPIRES_IN = 86_400;

/** SPEC §5 poll durations in seconds, with their labels. */
export const POLL_DURATIONS: readonly { seconds: number; label: string }[] = [
  { seconds: 300, label: '5 minutes' },
  { seconds: 1800, label: '30 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 21_600, label: '6 hours' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 259_200, label: '3 days' },
  { seconds: 604_800, label: '7 days' },
];
