// Reference: mastodon/mastodon app/javascript/mastodon/utils/numbers.js (shortNumberFormat); SPEC §9.

const UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

/**
 * Under 1000 as is; otherwise at most one decimal, rounded half up, '.0' dropped:
 * 1234 → '1.2K', 1_250_000 → '1.3M'. A value that would round up to 1000 of a unit moves to the
 * next unit (999_950 → '1M', where Mastodon shows '1,000K'). Counts in billions end in 'B'.
 * Negative or non-finite input → '0'.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  const count = Math.floor(n);
  if (count < 1000) return String(count);

  let tenths = 0;
  let suffix = '';
  for (const unit of UNITS) {
    tenths = Math.round(count / (unit.size / 10));
    suffix = unit.suffix;
    if (tenths < 10_000) break;
  }
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${whole}${decimal === 0 ? '' : `.${decimal}`}${suffix}`;
}

/** SPEC §2: a reply count reads 0 if negative, the number up to 1, otherwise '1+'. */
export function replyCountLabel(n: number): string {
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  return count <= 1 ? String(count) : '1+';
}
