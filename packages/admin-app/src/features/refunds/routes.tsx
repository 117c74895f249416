import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const RefundsScreen = lazy(() =>
  import('./RefundsScreen.tsx').then((module) => ({ default: module.RefundsScreen })),
);

const RefundDetailScreen = lazy(() =>
  import('./RefundDetailScreen.tsx').then((module) => ({ default: module.RefundDetailScreen })),
);

/** The refunds area's signed-in routes; each screen is its own chunk. */
export const refundRoutes = (
  <>
    <Route path={paths.refunds.path} element={<RefundsScreen />} />
    <Route path={paths.refundDetail.path} element={<RefundDetailScreen />} />
  </>
);
