import { area, line } from 'd3-shape';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import * as chartStyles from '../private/chart.css';
import { AxisBottom, AxisLeft } from './ChartAxes';
import type { LineChartDatum } from './LineChart';
import * as styles from './LineChart.css';
import { linearScale, pointScale } from './scales';

const margin = { top: 12, right: 16, bottom: 32, left: 48 };

/** The x position of each point (by index) and the y of each value, inside the margins. */
function scalesOf(data: readonly LineChartDatum[], innerWidth: number, innerHeight: number) {
  const max = Math.max(0, ...data.map((item) => item.value));
  return {
    x: pointScale(data.length, [0, innerWidth], 0.3),
    y: linearScale(max || 1, [innerHeight, 0]),
  };
}

interface PlotProps {
  width: number;
  height: number;
  data: readonly LineChartDatum[];
  valueLabel: string;
  formatValue: (value: number) => string;
  /** The one-sentence summary: the drawing's accessible name. */
  summary: string;
  /** The point being read, or `null`. */
  active: number | null;
  onActiveChange: (index: number | null) => void;
}

function Plot({
  width,
  height,
  data,
  valueLabel,
  formatValue,
  summary,
  active,
  onActiveChange,
}: PlotProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  // By position, not label: a 13-month series has two 'Jan'.
  const positions = data.map((_, index) => index);
  const { x, y } = scalesOf(data, innerWidth, innerHeight);
  const xOf = (_item: LineChartDatum, index: number) => x(index);
  const yOf = (item: LineChartDatum) => y(item.value);
  const areaPath = area<LineChartDatum>().x(xOf).y1(yOf).y0(innerHeight);
  const linePath = line<LineChartDatum>().x(xOf).y(yOf);
  // Room for the longest label (about 0.6em a character at the axis' 12px, and a gap), and
  // labels skipped evenly when they would not all fit, so they never run together.
  const longest = Math.max(1, ...data.map((item) => item.label.length));
  const labelRoom = longest * 7.5 + 12;
  const step = Math.max(
    1,
    Math.ceil(data.length / Math.max(1, Math.floor(innerWidth / labelRoom))),
  );
  const tickValues = positions.filter((index) => index % step === 0);

  return (
    <svg className={styles.svg} width={width} height={height} role="img" aria-label={summary}>
      <g transform={`translate(${margin.left}, ${margin.top})`}>
        {y.ticks(5).map((tick) => (
          <line
            key={tick}
            className={chartStyles.gridLine}
            x1={0}
            x2={innerWidth}
            y1={y(tick)}
            y2={y(tick)}
          />
        ))}
        <path className={styles.area} d={areaPath(data) ?? ''} />
        <path
          className={styles.line}
          d={linePath(data) ?? ''}
          fill="transparent"
          strokeLinecap="round"
        />
        {data.map((item, index) => (
          <circle
            key={index}
            className={styles.point}
            cx={xOf(item, index)}
            cy={yOf(item)}
            r={3.5}
          />
        ))}
        {active !== null && data[active] && (
          <>
            <line
              className={styles.guide}
              x1={xOf(data[active], active)}
              x2={xOf(data[active], active)}
              y1={0}
              y2={innerHeight}
            />
            <circle
              className={styles.activePoint}
              cx={xOf(data[active], active)}
              cy={yOf(data[active])}
              r={6}
            />
          </>
        )}
        {/* The pointer's target: the nearest point to it is read out. */}
        <rect
          width={innerWidth}
          height={innerHeight}
          fill="transparent"
          onPointerMove={(event) => {
            const left = event.currentTarget.getBoundingClientRect().left;
            const at = event.clientX - left;
            let nearest = 0;
            for (const index of positions)
              if (
                Math.abs(xOf(data[index]!, index) - at) <
                Math.abs(xOf(data[nearest]!, nearest) - at)
              )
                nearest = index;
            onActiveChange(nearest);
          }}
          onPointerLeave={() => onActiveChange(null)}
        />
        <AxisLeft
          ticks={y.ticks(5)}
          position={y}
          format={formatValue}
          label={valueLabel}
          labelOffset={28}
          range={y.range}
        />
        <AxisBottom
          top={innerHeight}
          ticks={tickValues}
          position={x}
          format={(index) => data[index]?.label ?? ''}
          range={[0, innerWidth]}
        />
      </g>
    </svg>
  );
}

/** Where point `index` is drawn, in px from the plot's top left: where its tooltip goes. */
function tooltipAt(width: number, height: number, data: readonly LineChartDatum[], index: number) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const { x, y } = scalesOf(data, innerWidth, innerHeight);
  return { left: margin.left + x(index), top: margin.top + y(data[index]!.value) };
}

/** The drawn chart at `width`: the plot, and the tooltip of the point being read. */
export function LinePlot(props: PlotProps) {
  const { width, height, data, active, valueLabel, formatValue } = props;
  const { t } = useKitI18n();
  const activeItem = active !== null ? data[active] : undefined;
  return (
    <>
      <Plot {...props} />
      {activeItem && active !== null && (
        <div className={styles.tooltip} style={tooltipAt(width, height, data, active)}>
          <span className={styles.tooltipLabel}>{activeItem.label}</span>{' '}
          <strong>
            {t('chart.amount', { value: formatValue(activeItem.value), unit: valueLabel })}
          </strong>
        </div>
      )}
    </>
  );
}
