import { columnWidth, COLUMN_FIT } from './column-width';

const fit = { gap: 12, min: 300, max: 600 };
/** The columns' total width with their gaps, for `shown` columns. */
const row = (width: number, shown: number) => shown * width + (shown - 1) * fit.gap;

describe('columnWidth', () => {
  it('shares the area between as many whole columns as fit at the minimum', () => {
    // 1280 px window: three columns (home, notifications and the one opened) side by side.
    const three = columnWidth(937, 3, fit);
    expect(three).toBeGreaterThanOrEqual(fit.min);
    expect(row(three, 3)).toBeLessThanOrEqual(937);
    expect(row(three, 3)).toBeGreaterThan(937 - 3);
    // Four columns in the same area: still three whole ones at a time, the fourth a scroll away.
    expect(columnWidth(937, 4, fit)).toBe(three);
  });

  it('leaves less than a gap over when scrolled to either end, so no column shows cut', () => {
    for (const area of [335, 616, 740, 937, 1084, 1540, 2200]) {
      const width = columnWidth(area, 8, fit);
      const shown = Math.floor((area + fit.gap) / (width + fit.gap));
      expect(area - row(width, shown)).toBeLessThan(fit.gap + shown);
    }
  });

  it('widens fewer columns than fit, up to the maximum', () => {
    expect(columnWidth(1084, 2, fit)).toBe(536);
    expect(columnWidth(2200, 3, fit)).toBe(fit.max);
    expect(columnWidth(2200, 1, fit)).toBe(fit.max);
  });

  it('gives an area narrower than the minimum one column of its width, and nothing to an empty one', () => {
    expect(columnWidth(280, 3, fit)).toBe(280);
    expect(columnWidth(0, 3, fit)).toBe(0);
    expect(columnWidth(500, 0, fit)).toBe(500);
  });

  it('defaults to the app’s fit', () => {
    expect(columnWidth(937, 3)).toBe(columnWidth(937, 3, COLUMN_FIT));
  });
});
