import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
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

function Plot({
  width,
  height,
  data,
  valueLabel,
  formatValue,
  summary,
}: {
  width: number;
  height: number;
  data: readonly LineChartDatum[];
  valueLabel: string;
  formatValue: (value: number) => string;
  summary: string;
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
  // About 40px per label; skip labels evenly when they would collide.
  const step = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(innerWidth / 40))));
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
  return (
    <figure className={cx(chartStyles.figure, className)} aria-label={title} data-chart="line">
      {isDrawn ? (
        <>
          <ParentSize debounceTime={20} style={{ height }}>
            {({ width }) =>
              width > 0 ? (
                <Plot
                  width={width}
                  height={height}
                  data={data}
                  valueLabel={valueLabel}
                  formatValue={formatValue}
                  summary={summary}
                />
              ) : null
            }
          </ParentSize>
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
