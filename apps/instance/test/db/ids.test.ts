import { snowflake } from '../../src/db/ids';

describe('snowflake ids', () => {
  it('keep increasing for one instant while ids for other instants are made in between', () => {
    const frozen = new Date('2026-01-01T00:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(snowflake(frozen));
      snowflake(Date.now() + i);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(BigInt(ids[0] ?? '0') >> 16n).toBe(BigInt(frozen.getTime()));
  });
});
