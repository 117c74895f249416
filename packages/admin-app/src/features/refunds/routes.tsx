import { Route } from 'react-router';
import { lazyScreen, type ScreenRouteHandle } from '../../lib/lazy-screen.ts';
import { preloadListPageOnDemand } from '../../lib/list/preload-list-page.ts';
import { paths } from '../../lib/paths.ts';

const RefundsScreen = lazyScreen(() => import('./RefundsScreen.tsx'), 'RefundsScreen');

const RefundDetailScreen = lazyScreen(
  () => import('./RefundDetailScreen.tsx'),
  'RefundDetailScreen',
);

const refundsHandle: ScreenRouteHandle = {
  preload: preloadListPageOnDemand(() => import('./list-rules.ts')),
};

/** The refunds area's signed-in routes; each screen is its own chunk. */
export const refundRoutes = (
  <>
    <Route path={paths.refunds.path} element={<RefundsScreen />} handle={refundsHandle} />
    <Route path={paths.refundDetail.path} element={<RefundDetailScreen />} />
  </>
);
