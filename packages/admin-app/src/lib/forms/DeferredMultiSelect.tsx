// The kit's MultiSelect, loaded after the rider form's first paint. It pays: imported directly
// it adds tens of kB to the rider form's first paint (scripts/bench/bundle.mjs;
// docs/architecture.md "First-paint code").

import { lazy, Suspense } from 'react';
import type { MultiSelectProps } from '@packlight/ui';
import { FieldPlaceholder, placeholderHeights, usePainted } from './FieldPlaceholder.tsx';

const LazyMultiSelect = lazy(() =>
  import('./multi-select.ts').then((kit) => ({ default: kit.MultiSelect })),
);

/** The kit's MultiSelect, loaded after the form's first paint (same props). */
export function DeferredMultiSelect(props: MultiSelectProps) {
  const placeholder = <FieldPlaceholder label={props.label} height={placeholderHeights.control} />;
  if (!usePainted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyMultiSelect {...props} />
    </Suspense>
  );
}
