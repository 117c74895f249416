import { useMemo } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { vars } from '../../theme/contract.css';
import {
  ChartFrame,
  ChartState,
  useLoadedAfterPaint,
  type ChartStateProps,
} from '../private/ChartParts';
import * as chartStyles from '../private/chart.css';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visually-hidden.css';
import * as styles from './PieChart.css';

// The drawing (d3-shape's arcs) loads after the first paint: the figure's name and its legend
// table are there from the start, beside a box of the drawing's final size.
const drawing = { load: () => import('./PieDrawing') };

/** Colours a slice can take, from the theme. */
export const chartTones = ['primary', 'success', 'warning', 'danger', 'info', 'neutral'] as const;

export type ChartTone = (typeof chartTones)[number];

const toneColor: Record<ChartTone, string> = {
  primary: vars.color.primary,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
  info: vars.color.info,
  neutral: vars.color.borderStrong,
};

/** One slice, e.g. `{label: 'Completed', value: 40, tone: 'success'}`. */
export interface PieChartDatum {
  label: string;
  value: number;
  /** Slice colour; without it slices take the tones in order. */
  tone?: ChartTone;
}

export interface PieChartProps extends ChartStateProps {
  /**
   * What the chart shows, e.g. 'Order status distribution': its accessible name and the
   * legend table's caption. Not drawn; put a visible heading in the card around it.
   */
  title: string;
  /** The slices, in order (clockwise from the top). */
  data: readonly PieChartDatum[];
  /**
   * Height in pixels; the pie is as large as the height and the container's width allow.
   * @default 220
   */
  height?: number;
  /**
   * Draw a ring instead of a full pie.
   * @default true
   */
  isDonut?: boolean;
  /**
   * Header of the legend's label column (read by screen readers).
   * @default 'Status', in the kit's language
   */
  labelHeader?: string;
  /**
   * Writes a count.
   * @default the kit's locale's number format ('1,234' in English)
   */
  formatValue?: (value: number) => string;
  /**
   * Extra class on the figure, for layout.
   * @default undefined
   */
  className?: string;
}

/** Share of each slice in the total, 0 to 1 (0 for an empty total). */
export function pieShares(data: readonly Pick<PieChartDatum, 'value'>[]): number[] {
  const total = data.reduce((sum, item) => sum + Math.max(0, item.value), 0);
  return data.map((item) => (total > 0 ? Math.max(0, item.value) / total : 0));
}

/**
 * A pie (or donut) of parts of a whole, e.g. orders by status (d3-shape arcs in plain SVG, theme colours), with a
 * legend table that gives each label, its count and its share. Screen readers get a summary
 * on the drawing (`role="img"`) and the legend as a real table. Loading, empty (nothing above
 * zero) and error states take the chart's place.
 */
export function PieChart({
  title,
  data,
  height = 220,
  isDonut = true,
  labelHeader,
  formatValue: formatValueProp,
  isLoading,
  error,
  emptyText,
  loadingText,
  className,
}: PieChartProps) {
  const { t, locale } = useKitI18n();
  const formats = useMemo(
    () => ({
      count: new Intl.NumberFormat(locale).format,
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format,
      list: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
    }),
    [locale],
  );
  const formatValue = formatValueProp ?? formats.count;
  const percent = formats.percent;
  const shares = pieShares(data);
  const slices = data.map((item, index) => ({
    ...item,
    value: Math.max(0, item.value),
    share: shares[index] ?? 0,
    color: toneColor[item.tone ?? chartTones[index % chartTones.length]!],
  }));
  const PieDrawing = useLoadedAfterPaint(drawing)?.PieDrawing;
  const isEmpty = slices.every((slice) => slice.value === 0);
  const isDrawn = !isLoading && (error == null || error === false) && !isEmpty;
  // 'Completed 4 (40%), Pending 6 (60%)': a list as the locale writes one.
  const summary = t('pieChart.summary', {
    title,
    slices: formats.list.format(
      slices.map((slice) =>
        t('pieChart.slice', {
          label: slice.label,
          value: formatValue(slice.value),
          share: percent(slice.share),
        }),
      ),
    ),
  });

  return (
    <figure className={cx(chartStyles.figure, className)} aria-label={title} data-chart="pie">
      {isDrawn ? (
        <div className={styles.layout}>
          <ChartFrame className={styles.plot} style={{ height }}>
            {({ width }) =>
              PieDrawing && (
                <PieDrawing
                  size={Math.min(width, height)}
                  slices={slices}
                  isDonut={isDonut}
                  summary={summary}
                />
              )
            }
          </ChartFrame>
          <table className={styles.legend}>
            <caption>
              <div className={visuallyHidden}>{title}</div>
            </caption>
            <thead>
              <tr className={visuallyHidden}>
                <th scope="col">{labelHeader ?? t('pieChart.label')}</th>
                <th scope="col">{t('pieChart.count')}</th>
                <th scope="col">{t('pieChart.share')}</th>
              </tr>
            </thead>
            <tbody>
              {slices.map((slice) => (
                <tr key={slice.label}>
                  <th scope="row" className={styles.legendLabel}>
                    <span
                      className={styles.swatch}
                      style={{ backgroundColor: slice.color }}
                      aria-hidden="true"
                    />
                    {slice.label}
                  </th>
                  <td className={styles.legendNumber}>{formatValue(slice.value)}</td>
                  <td className={styles.legendShare}>{percent(slice.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ChartState
          isLoading={isLoading}
          error={error}
          emptyText={emptyText}
          loadingText={loadingText}
          isEmpty={isEmpty}
          height={height}
        />
      )}
    </figure>
  );
}
