import { useMemo, useState } from 'react';
import { translator, useKitI18n, type Translate } from '../../i18n/use-kit-i18n';
import {
  ChartFrame,
  ChartState,
  ChartTable,
  useLoadedAfterPaint,
  type ChartStateProps,
} from '../private/ChartParts';
import * as chartStyles from '../private/chart.css';
import { cx } from '../private/cx';
import * as styles from './LineChart.css';

// The drawing (d3-shape, the axes, the scales) loads after the first paint: the figure's name,
// its summary slider and its data table are there from the start, in a box of the final size.
const plot = { load: () => import('./LinePlot') };

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
   * @default 'Month', in the kit's language
   */
  labelHeader?: string;
  /**
   * Name of the y values: the data table's column, and the y axis label.
   * @default 'Value', in the kit's language
   */
  valueLabel?: string;
  /**
   * Writes a value for the axis, the summary and the table.
   * @default the kit's locale's number format ('1,234' in English)
   */
  formatValue?: (value: number) => string;
  /**
   * Extra class on the figure, for layout.
   * @default undefined
   */
  className?: string;
}

const defaultFormat = (value: number) => value.toLocaleString();

/**
 * One sentence for screen readers: range, first and last, highest and lowest. `t` writes it in
 * another language: the chart passes the kit's words for its locale (English by default).
 */
export function summarizeSeries(
  title: string,
  data: readonly LineChartDatum[],
  formatValue: (value: number) => string = defaultFormat,
  t: Translate = translator('en-US', null),
): string {
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last) return t('lineChart.noData', { title });
  const highest = data.reduce((best, item) => (item.value > best.value ? item : best), first);
  const lowest = data.reduce((best, item) => (item.value < best.value ? item : best), first);
  const point = (item: LineChartDatum) =>
    t('lineChart.point', { label: item.label, value: formatValue(item.value) });
  return t('lineChart.summary', {
    title,
    count: data.length,
    first: point(first),
    last: point(last),
    highest: point(highest),
    lowest: point(lowest),
  });
}

/** Keys that move the reading point of a focused chart, to a new index. */
const stepKeys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

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
  labelHeader,
  valueLabel: valueLabelProp,
  formatValue: formatValueProp,
  isLoading,
  error,
  emptyText,
  loadingText,
  className,
}: LineChartProps) {
  const { t, locale } = useKitI18n();
  const localFormat = useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
  const formatValue = formatValueProp ?? localFormat;
  const valueLabel = valueLabelProp ?? t('lineChart.value');
  // One point as read out: 'Mar: 42 Orders'.
  const readPoint = (item: LineChartDatum) =>
    t('lineChart.reading', {
      label: item.label,
      amount: t('chart.amount', { value: formatValue(item.value), unit: valueLabel }),
    });
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
  const summary = summarizeSeries(title, data, formatValue, t);
  // The point being read: under the pointer, or moved to with the arrow keys.
  const [active, setActive] = useState<number | null>(null);
  const LinePlot = useLoadedAfterPaint(plot)?.LinePlot;
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
            aria-label={t('lineChart.slider', { title })}
            aria-valuemin={1}
            aria-valuemax={data.length}
            aria-valuenow={(active ?? data.length - 1) + 1}
            aria-valuetext={readPoint(data[active ?? data.length - 1]!)}
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
                width > 0 && LinePlot ? (
                  <LinePlot
                    width={width}
                    height={height}
                    data={data}
                    valueLabel={valueLabel}
                    formatValue={formatValue}
                    summary={summary}
                    active={active}
                    onActiveChange={setActive}
                  />
                ) : null
              }
            </ChartFrame>
          </div>
          <ChartTable
            caption={title}
            columns={[labelHeader ?? t('lineChart.label'), valueLabel]}
            rows={data.map((item) => [item.label, formatValue(item.value)])}
          />
        </>
      ) : (
        state
      )}
    </figure>
  );
}
