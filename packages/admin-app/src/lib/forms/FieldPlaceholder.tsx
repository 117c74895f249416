import { useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@packlight/ui';
import { afterFirstPaint } from '../after-first-paint.ts';
import * as styles from './FieldPlaceholder.css.ts';

/** Heights of the kit fields a placeholder stands in for. */
export const placeholderHeights = {
  /** One control row: DatePicker, MultiSelect. */
  control: styles.fieldHeight,
  /** The WeekdayTimingEditor's seven day rows. */
  timing: styles.timingHeight,
};

/**
 * True once the page has painted (or the person started to use it): from then on a field whose
 * code a first paint does not need may load.
 */
export function usePainted(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setIsPainted(true)), []);
  return isPainted;
}

/** Props of FieldPlaceholder. */
export interface FieldPlaceholderProps {
  /** The field's label, shown as plain text. */
  label: ReactNode;
  /** Height of the field's box, e.g. `placeholderHeights.control`. */
  height: string;
}

/**
 * Stands in for a field until its code arrives: its label as plain text (no control, so nothing
 * answers to the field's name before the real one exists) over a box of the field's size, so
 * nothing moves when it is replaced.
 */
export function FieldPlaceholder({ label, height }: FieldPlaceholderProps) {
  return (
    <div className={styles.placeholder}>
      <span className={styles.label}>{label}</span>
      <Skeleton shape="rect" height={height} />
    </div>
  );
}
