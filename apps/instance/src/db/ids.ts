/**
 * Mastodon-style snowflake ids: milliseconds since the epoch shifted left 16 bits, plus a sequence.
 * They are 18 decimal digits until the next century, so string order is numeric order and a
 * `max_id`/`since_id` comparison can be done on TEXT.
 */
/**
 * The last sequence used for each recent millisecond: ids made for one instant keep increasing even
 * when ids for other instants come in between (a test clock's frozen `now` beside real-time ids).
 */
const sequences = new Map<number, number>();
const REMEMBERED_INSTANTS = 1024;

export function snowflake(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const last = sequences.get(ms);
  const sequence = last === undefined ? Math.floor(Math.random() * 0x400) : (last + 1) & 0xffff;
  sequences.delete(ms);
  sequences.set(ms, sequence);
  if (sequences.size > REMEMBERED_INSTANTS) sequences.delete(sequences.keys().next().value ?? ms);
  return ((BigInt(ms) << 16n) | BigInt(sequence)).toString().padStart(18, '0');
}

/** The smallest id created at or after `at`: for time-based queries. */
export function snowflakeFloor(at: Date): string {
  return (BigInt(at.getTime()) << 16n).toString().padStart(18, '0');
}

export function isSnowflake(value: string): boolean {
  return /^\d{1,20}$/.test(value);
}
