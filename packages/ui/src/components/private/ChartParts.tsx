import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import * as styles from './chart.css';

/** The props every chart takes for its states. */
export interface ChartStateProps {
  /**
   * Shows a loading message in the chart's place.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shows an error in the chart's place: `true` says 'Error', a string or node says more
   * (e.g. 'Could not load orders.').
   * @default undefined
   */
  error?: ReactNode;
  /**
   * Shown when there is nothing to draw.
   * @default 'No data to show.'
   */
  emptyText?: ReactNode;
  /**
   * Shown while `isLoading`.
   * @default 'Loading chart...'
   */
  loadingText?: string;
}

/** The loading, error or empty block, or `null` when the chart should draw. */
export function ChartState({
  isLoading,
  error,
  isEmpty,
  emptyText = 'No data to show.',
  loadingText = 'Loading chart...',
  height,
}: ChartStateProps & { isEmpty: boolean; height: number }) {
  const style = { minHeight: height };
  if (isLoading) {
    return (
      <div className={styles.stateBox} style={style}>
        <LoadingState label={loadingText} />
      </div>
    );
  }
  if (error != null && error !== false) {
    return (
      <div className={styles.stateBox} style={style}>
        <EmptyState tone="danger" title={error === true ? 'Error' : error} isLive />
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.stateBox} style={style}>
        <EmptyState title={emptyText} />
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
    <VisuallyHidden>
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
    </VisuallyHidden>
  );
}
