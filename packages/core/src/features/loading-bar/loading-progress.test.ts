import { nextProgress } from './loading-progress';

describe('the simulated progress curve', () => {
  it('adds a tenth of the distance left, at least one point', () => {
    expect([0, 10, 19, 27, 90, 95, 97].map(nextProgress)).toEqual([10, 19, 27, 34, 91, 96, 98]);
  });

  it('climbs steadily to 99 and never past it', () => {
    let progress = 0;
    const seen: number[] = [];
    for (let tick = 0; tick < 100; tick += 1) {
      const next = nextProgress(progress);
      expect(next).toBeGreaterThanOrEqual(progress);
      progress = next;
      seen.push(progress);
    }
    expect(Math.max(...seen)).toBe(99);
    expect(seen.indexOf(99)).toBeLessThan(50);
    expect(nextProgress(99)).toBe(99);
  });
});
