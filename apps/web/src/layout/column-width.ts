/** How the multi-column area sizes its columns. */
export interface ColumnFit {
  /** The space between two columns. */
  gap: number;
  /** The narrowest a column gets while more than one shows. */
  min: number;
  /** The widest a column gets when few columns share a wide area. */
  max: number;
}

export const COLUMN_FIT: ColumnFit = { gap: 12, min: 300, max: 600 };

/**
 * The width of each of `count` columns in an area `areaWidth` wide: as many whole columns as fit at
 * `min` share the area exactly, so scrolling sideways never leaves a column cut at an edge; fewer
 * columns than fit widen up to `max`; an area narrower than `min` holds one column of its width.
 */
export function columnWidth(areaWidth: number, count: number, { gap, min, max }: ColumnFit = COLUMN_FIT): number {
  if (areaWidth <= 0) return 0;
  const fit = Math.max(1, Math.floor((areaWidth + gap) / (min + gap)));
  const shown = Math.max(1, Math.min(fit, count));
  return Math.min(max, Math.floor((areaWidth - gap * (shown - 1)) / shown));
}
