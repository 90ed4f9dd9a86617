import { memo } from 'react';

export interface SparklineProps {
  /** The values, oldest first. */
  values: readonly number[];
  /** What the line shows, for screen readers (the line itself is not read). */
  label: string;
  width?: number;
  height?: number;
}

const PAD = 2;

/** A small line of daily values with the area under it filled; the tallest value reaches the top. */
export const Sparkline = memo(function Sparkline({ values, label, width = 60, height = 24 }: SparklineProps) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - PAD * 2) / (values.length - 1) : 0;
  const points = values.map((value, index) => [PAD + index * step, height - PAD - (value / max) * (height - PAD * 2)] as const);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area = first && last ? `M${first[0].toFixed(1)},${height} L${line.replaceAll(' ', ' L')} L${last[0].toFixed(1)},${height} Z` : '';
  return (
    <svg className="t-sparkline" role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {values.length > 1 ? (
        <>
          <path className="t-sparkline__area" d={area} />
          <polyline className="t-sparkline__line" points={line} fill="none" />
        </>
      ) : null}
    </svg>
  );
});
