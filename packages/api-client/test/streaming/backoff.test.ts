import { backoffDelay } from '../../src/streaming';

describe('backoffDelay', () => {
  const low = () => 0;
  const high = () => 0.999999;

  it('doubles from the initial delay and stops growing at the cap (equal jitter: lowest draw is half)', () => {
    const delays = Array.from({ length: 8 }, (_, attempt) => backoffDelay(attempt, {}, low));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it('never goes above the ceiling for the highest draw, and the default cap is 30 s', () => {
    const delays = Array.from({ length: 8 }, (_, attempt) => backoffDelay(attempt, {}, high));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads delays between half the ceiling and the ceiling', () => {
    expect(backoffDelay(2, { initialDelayMs: 100, maxDelayMs: 10_000 }, () => 0.5)).toBe(300);
    expect(backoffDelay(2, { initialDelayMs: 100, maxDelayMs: 10_000 }, () => 0.25)).toBe(250);
  });

  it('honours custom initial and max delays, including a 40 s cap giving the spec’s 20–40 s steady state', () => {
    expect(backoffDelay(0, { initialDelayMs: 10, maxDelayMs: 50 }, high)).toBe(10);
    expect(backoffDelay(3, { initialDelayMs: 10, maxDelayMs: 50 }, high)).toBe(50);
    expect(backoffDelay(100, { maxDelayMs: 40_000 }, low)).toBe(20_000);
    expect(backoffDelay(100, { maxDelayMs: 40_000 }, high)).toBe(40_000);
  });

  it('stays finite for very large attempt numbers', () => {
    expect(backoffDelay(10_000, {}, high)).toBe(30_000);
  });
});
