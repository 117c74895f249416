// The kit's date fields, loaded after the form's first paint. It pays: imported directly they
// add tens of kB to the partner and rider forms' and /activity's first paint
// (scripts/bench/bundle.mjs; docs/architecture.md "First-paint code").

import { lazy, Suspense } from 'react';
import type { DatePickerProps, WeekdayTimingEditorProps } from '@packlight/ui';
import { FieldPlaceholder, placeholderHeights, usePainted } from './FieldPlaceholder.tsx';

/** Loads the kit's date fields once; every caller shares the one download. */
export const loadDateFields = () => import('./date-fields.ts');

const LazyDatePicker = lazy(() => loadDateFields().then((kit) => ({ default: kit.DatePicker })));
const LazyWeekdayTimingEditor = lazy(() =>
  loadDateFields().then((kit) => ({ default: kit.WeekdayTimingEditor })),
);

/** The kit's DatePicker, loaded after the form's first paint (same props). */
export function DeferredDatePicker(props: DatePickerProps) {
  const placeholder = <FieldPlaceholder label={props.label} height={placeholderHeights.control} />;
  if (!usePainted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/** The kit's WeekdayTimingEditor, loaded after the form's first paint (same props). */
export function DeferredWeekdayTimingEditor(props: WeekdayTimingEditorProps) {
  const placeholder = <FieldPlaceholder label={props.label} height={placeholderHeights.timing} />;
  if (!usePainted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyWeekdayTimingEditor {...props} />
    </Suspense>
  );
}
