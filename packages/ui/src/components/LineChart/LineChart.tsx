import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useState } from 'react';
import { ChartState, ChartTable, type ChartStateProps } from '../private/ChartParts';
import * as chartStyles from '../private/chart.css';
import { cx } from '../private/cx';
import * as styles from './LineChart.css';

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
  const x = scalePoint<number>({ domain: positions, range: [0, innerWidth], padding: 0.3 });
  const max = Math.max(0, ...data.map((item) => item.value));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const xOf = (_item: LineChartDatum, index: number) => x(index) ?? 0;
  const yOf = (item: LineChartDatum) => y(item.value);
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
      <Group left={margin.left} top={margin.top}>
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
        <AreaClosed data={[...data]} x={xOf} y={yOf} yScale={y} className={styles.area} />
        <LinePath data={[...data]} x={xOf} y={yOf} className={styles.line} />
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
          scale={y}
          numTicks={5}
          axisClassName={chartStyles.axis}
          tickFormat={(value) => formatValue(Number(value))}
          label={valueLabel}
          labelClassName={chartStyles.axisLabel}
          labelOffset={28}
          hideAxisLine
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickValues}
          tickFormat={(index) => data[Number(index)]?.label ?? ''}
          axisClassName={chartStyles.axis}
        />
      </Group>
    </svg>
  );
}

/** Where the tooltip of point `index` goes, in px from the plot's top left. */
function tooltipAt(width: number, height: number, data: readonly LineChartDatum[], index: number) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const x = scalePoint<number>({
    domain: data.map((_, position) => position),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const max = Math.max(0, ...data.map((item) => item.value));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  return { left: margin.left + (x(index) ?? 0), top: margin.top + y(data[index]!.value) };
}

/**
 * A line over labelled points, e.g. monthly orders (visx, drawn with the theme's colours). The
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
            <ParentSize debounceTime={20} style={{ height }}>
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
            </ParentSize>
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
