import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import * as styles from './chart.css';
import { visuallyHidden } from './visually-hidden.css';
import { whenIdle } from './when-idle';

/** The props every chart takes for its states. */
export interface ChartStateProps {
  /**
   * Shows a loading message in the chart's place.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shows an error in the chart's place: `true` says 'Error' (in the kit's language), a string or node says more
   * (e.g. 'Could not load orders.').
   * @default undefined
   */
  error?: ReactNode;
  /**
   * Shown when there is nothing to draw.
   * @default 'No data to show.', in the kit's language
   */
  emptyText?: ReactNode;
  /**
   * Shown while `isLoading`.
   * @default 'Loading chart...', in the kit's language
   */
  loadingText?: string;
}

/** The loading, error or empty block, or `null` when the chart should draw. */
export function ChartState({
  isLoading,
  error,
  isEmpty,
  emptyText,
  loadingText,
  height,
}: ChartStateProps & { isEmpty: boolean; height: number }) {
  const { t } = useKitI18n();
  const style = { minHeight: height };
  if (isLoading) {
    return (
      <div className={styles.stateBox} style={style}>
        <LoadingState label={loadingText ?? t('chart.loading')} />
      </div>
    );
  }
  if (error != null && error !== false) {
    return (
      <div className={styles.stateBox} style={style}>
        <EmptyState tone="danger" title={error === true ? t('common.error') : error} isLive />
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.stateBox} style={style}>
        <EmptyState title={emptyText ?? t('chart.empty')} />
      </div>
    );
  }
  return null;
}

/** The chart's numbers as a table for screen readers (visually hidden). */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], index) => (
            <tr key={index}>
              <th scope="row">{head}</th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The box as @visx/responsive's ParentSize laid it out, so the charts' pictures stay put.
const outerStyle: CSSProperties = { width: '100%', height: '100%', position: 'relative' };
const innerStyle: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden' };

/**
 * A box as wide as its container that draws `children(width)` once its width is known (before
 * the first paint) and again whenever it changes.
 */
export function ChartFrame({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: (size: { width: number }) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={className} style={{ ...outerStyle, ...style }}>
      <div ref={ref} style={innerStyle}>
        {children({ width })}
      </div>
    </div>
  );
}

/** A chart's drawing code, loaded once for every chart of its kind. */
export interface DeferredModule<T> {
  load: () => Promise<T>;
  /** Set once loaded, so a chart mounted later draws at once. */
  loaded?: T;
}

/**
 * The drawing module of a chart, loaded when the browser is idle after the first paint (issue
 * #16): `undefined` until then, while the chart's box, name and data table already show.
 */
export function useLoadedAfterPaint<T>(module: DeferredModule<T>): T | undefined {
  const [loaded, setLoaded] = useState(module.loaded);
  useEffect(() => {
    if (loaded) return;
    let isMounted = true;
    const cancel = whenIdle(() => {
      void module.load().then((value) => {
        module.loaded = value;
        if (isMounted) setLoaded(value);
      });
    });
    return () => {
      isMounted = false;
      cancel();
    };
  }, [module, loaded]);
  return loaded;
}
