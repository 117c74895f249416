import { area, line } from 'd3-shape';
import { useState } from 'react';
import { ChartFrame, ChartState, ChartTable, type ChartStateProps } from '../private/ChartParts';
import * as chartStyles from '../private/chart.css';
import { cx } from '../private/cx';
import { AxisBottom, AxisLeft } from './ChartAxes';
import * as styles from './LineChart.css';
import { linearScale, pointScale } from './scales';

/** One point of a series, e.g. `{label: 'Jan', value: 42}`. */
export interface LineChartDatum {
  label: string;
  value: number;
}

export interface LineChartProps extends ChartStateProps {
  /**
   * What the chart shows, e.g. 'Monthly orders': its accessible name and the caption of its
   * data table. Not drawn; put a visible heading in the card around it.
   */
  title: string;
  /** The points, in order along the x axis. */
  data: readonly LineChartDatum[];
  /**
   * Height in pixels; the width follows the container.
   * @default 260
   */
  height?: number;
  /**
   * Name of the x values (the data table's first column).
   * @default 'Month'
   */
  labelHeader?: string;
  /**
   * Name of the y values: the data table's column, and the y axis label.
   * @default 'Value'
   */
  valueLabel?: string;
  /**
   * Writes a value for the axis, the summary and the table.
   * @default (value) => value.toLocaleString()
   */
  formatValue?: (value: number) => string;
  /**
   * Extra class on the figure, for layout.
   * @default undefined
   */
  className?: string;
}

const margin = { top: 12, right: 16, bottom: 32, left: 48 };
const defaultFormat = (value: number) => value.toLocaleString();

/** One sentence for screen readers: range, first and last, highest and lowest. */
export function summarizeSeries(
  title: string,
  data: readonly LineChartDatum[],
  formatValue: (value: number) => string = defaultFormat,
): string {
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last) return `${title}: no data.`;
  const highest = data.reduce((best, item) => (item.value > best.value ? item : best), first);
  const lowest = data.reduce((best, item) => (item.value < best.value ? item : best), first);
  const point = (item: LineChartDatum) => `${item.label} (${formatValue(item.value)})`;
  return `${title}, line chart of ${data.length} points from ${point(first)} to ${point(last)}; highest ${point(highest)}, lowest ${point(lowest)}.`;
}

/** One point as read out: 'Mar: 42 Orders'. */
const readPoint = (
  item: LineChartDatum,
  formatValue: (value: number) => string,
  valueLabel: string,
) => `${item.label}: ${formatValue(item.value)} ${valueLabel}`;

/** Keys that move the reading point of a focused chart, to a new index. */
const stepKeys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The x position of each point (by index) and the y of each value, inside the margins. */
function scalesOf(data: readonly LineChartDatum[], innerWidth: number, innerHeight: number) {
  const max = Math.max(0, ...data.map((item) => item.value));
  return {
    x: pointScale(data.length, [0, innerWidth], 0.3),
    y: linearScale(max || 1, [innerHeight, 0]),
  };
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
}: {
  width: number;
  height: number;
  data: readonly LineChartDatum[];
  valueLabel: string;
  formatValue: (value: number) => string;
  summary: string;
  active: number | null;
  onActiveChange: (index: number | null) => void;
}) {
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

/**
 * A line over labelled points, e.g. monthly orders (d3-shape paths in plain SVG, drawn with the
 * theme's colours). The
 * width follows the container. Screen readers get a one-sentence summary (`role="img"`) and the
 * numbers in a visually hidden table. Loading, empty and error states take the chart's place.
 */
export function LineChart({
  title,
  data,
  height = 260,
  labelHeader = 'Month',
  valueLabel = 'Value',
  formatValue = defaultFormat,
  isLoading,
  error,
  emptyText,
  loadingText,
  className,
}: LineChartProps) {
  const state = (
    <ChartState
      isLoading={isLoading}
      error={error}
      emptyText={emptyText}
      loadingText={loadingText}
      isEmpty={data.length === 0}
      height={height}
    />
  );
  const isDrawn = !isLoading && (error == null || error === false) && data.length > 0;
  const summary = summarizeSeries(title, data, formatValue);
  // The point being read: under the pointer, or moved to with the arrow keys.
  const [active, setActive] = useState<number | null>(null);
  const activeItem = active !== null ? data[active] : undefined;
  return (
    <figure className={cx(chartStyles.figure, className)} aria-label={title} data-chart="line">
      {isDrawn ? (
        <>
          <div
            className={styles.plotArea}
            // A slider over the points: focus reads them one by one (arrow keys, Home, End),
            // each in the tooltip and as the slider's value text.
            tabIndex={0}
            role="slider"
            aria-label={`${title}: point`}
            aria-valuemin={1}
            aria-valuemax={data.length}
            aria-valuenow={(active ?? data.length - 1) + 1}
            aria-valuetext={readPoint(data[active ?? data.length - 1]!, formatValue, valueLabel)}
            onFocus={() => setActive((now) => now ?? data.length - 1)}
            onBlur={() => setActive(null)}
            onKeyDown={(event) => {
              const move = stepKeys[event.key];
              if (!move) return;
              event.preventDefault();
              setActive((now) => move(now ?? data.length - 1, data.length));
            }}
          >
            <ChartFrame style={{ height }}>
              {({ width }) =>
                width > 0 ? (
                  <>
                    <Plot
                      width={width}
                      height={height}
                      data={data}
                      valueLabel={valueLabel}
                      formatValue={formatValue}
                      summary={summary}
                      active={active}
                      onActiveChange={setActive}
                    />
                    {activeItem && active !== null && (
                      <div
                        className={styles.tooltip}
                        style={tooltipAt(width, height, data, active)}
                      >
                        <span className={styles.tooltipLabel}>{activeItem.label}</span>{' '}
                        <strong>
                          {formatValue(activeItem.value)} {valueLabel}
                        </strong>
                      </div>
                    )}
                  </>
                ) : null
              }
            </ChartFrame>
          </div>
          <ChartTable
            caption={title}
            columns={[labelHeader, valueLabel]}
            rows={data.map((item) => [item.label, formatValue(item.value)])}
          />
        </>
      ) : (
        state
      )}
    </figure>
  );
}
