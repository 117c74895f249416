import { lazy, Suspense } from 'react';
import { LoadingState } from '@packlight/ui';
import type { RecordActivityProps } from './RecordActivity.tsx';

const RecordActivity = lazy(() =>
  import('./RecordActivity.tsx').then((module) => ({ default: module.RecordActivity })),
);

/**
 * A record's Activity tab, loaded when the tab is first shown: the record page's first paint
 * does not carry the timeline (the route size budgets, e2e/tests/bundle-budgets.spec.ts).
 */
export function LazyRecordActivity(props: RecordActivityProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading activity..." />}>
      <RecordActivity {...props} />
    </Suspense>
  );
}
