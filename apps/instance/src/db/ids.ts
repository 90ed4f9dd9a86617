/**
 * Mastodon-style snowflake ids: milliseconds since the epoch shifted left 16 bits, plus a sequence.
 * They are 18 decimal digits until the next century, so string order is numeric order and a
 * `max_id`/`since_id` comparison can be done on TEXT.
 */
let lastMs = 0;
let sequence = 0;

export function snowflake(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (ms === lastMs) {
    sequence = (sequence + 1) & 0xffff;
  } else {
    lastMs = ms;
    sequence = Math.floor(Math.random() * 0x400);
  }
  return ((BigInt(ms) << 16n) | BigInt(sequence)).toString().padStart(18, '0');
}

/** The smallest id created at or after `at`: for time-based queries. */
export function snowflakeFloor(at: Date): string {
  return (BigInt(at.getTime()) << 16n).toString().padStart(18, '0');
}

export function isSnowflake(value: string): boolean {
  return /^\d{1,20}$/.test(value);
}
