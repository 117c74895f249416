import { arc, pie } from 'd3-shape';
import * as styles from './PieChart.css';

/** A slice as the chart draws it: its label, its value above zero and its colour. */
export interface DrawnSlice {
  label: string;
  value: number;
  color: string;
}

/** The pie (or ring) in a `size` by `size` square, slices clockwise from the top in order. */
export function PieDrawing({
  size,
  slices,
  isDonut,
  summary,
}: {
  size: number;
  slices: readonly DrawnSlice[];
  isDonut: boolean;
  /** The one-sentence summary: the drawing's accessible name. */
  summary: string;
}) {
  if (size <= 0) return null;
  const radius = size / 2;
  const arcs = pie<DrawnSlice>()
    .sort(null)
    .value((slice) => slice.value)
    .padAngle(0.01)(slices.filter((slice) => slice.value > 0));
  const path = arc<(typeof arcs)[number]>()
    .innerRadius(isDonut ? radius * 0.58 : 0)
    .outerRadius(radius);
  return (
    <svg className={styles.svg} width={size} height={size} role="img" aria-label={summary}>
      <g transform={`translate(${radius}, ${radius})`}>
        {arcs.map((each) => (
          <path
            key={each.data.label}
            className={styles.slice}
            d={path(each) ?? undefined}
            style={{ fill: each.data.color }}
            data-label={each.data.label}
          />
        ))}
      </g>
    </svg>
  );
}
