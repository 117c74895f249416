import { lazyScreen } from '../../lib/lazy-screen.ts';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const RefundsScreen = lazyScreen(() => import('./RefundsScreen.tsx'), 'RefundsScreen');

const RefundDetailScreen = lazyScreen(
  () => import('./RefundDetailScreen.tsx'),
  'RefundDetailScreen',
);

/** The refunds area's signed-in routes; each screen is its own chunk. */
export const refundRoutes = (
  <>
    <Route path={paths.refunds.path} element={<RefundsScreen />} />
    <Route path={paths.refundDetail.path} element={<RefundDetailScreen />} />
  </>
);
