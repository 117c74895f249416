import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Skeleton, type DatePickerProps, type WeekdayTimingEditorProps } from '@packlight/ui';
import { afterFirstPaint } from '../after-first-paint.ts';
import * as styles from './DeferredDateFields.css.ts';

/** Loads the kit's date fields once; every caller shares the one download. */
export const loadDateFields = () => import('./date-fields.ts');

const LazyDatePicker = lazy(() => loadDateFields().then((kit) => ({ default: kit.DatePicker })));
const LazyWeekdayTimingEditor = lazy(() =>
  loadDateFields().then((kit) => ({ default: kit.WeekdayTimingEditor })),
);

/** True once the page has painted (or the person started to use it), when the field may load. */
function usePainted(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setIsPainted(true)), []);
  return isPainted;
}

/**
 * Stands in for a field until its code arrives: its label as plain text (no control, so nothing
 * answers to the field's name before the real one exists) over a box of the field's size, so
 * nothing moves when it is replaced.
 */
function FieldPlaceholder({ label, height }: { label: ReactNode; height: string }) {
  return (
    <div className={styles.placeholder}>
      <span className={styles.label}>{label}</span>
      <Skeleton shape="rect" height={height} />
    </div>
  );
}

/** The kit's DatePicker, loaded after the form's first paint (same props). */
export function DeferredDatePicker(props: DatePickerProps) {
  const placeholder = <FieldPlaceholder label={props.label} height={styles.fieldHeight} />;
  if (!usePainted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/** The kit's WeekdayTimingEditor, loaded after the form's first paint (same props). */
export function DeferredWeekdayTimingEditor(props: WeekdayTimingEditorProps) {
  const placeholder = <FieldPlaceholder label={props.label} height={styles.timingHeight} />;
  if (!usePainted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyWeekdayTimingEditor {...props} />
    </Suspense>
  );
}
