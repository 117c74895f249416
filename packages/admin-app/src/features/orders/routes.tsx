import { lazyScreen } from '../../lib/lazy-screen.ts';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const OrdersScreen = lazyScreen(() => import('./OrdersScreen.tsx'), 'OrdersScreen');

const OrderDetailScreen = lazyScreen(() => import('./OrderDetailScreen.tsx'), 'OrderDetailScreen');

const AssignRiderScreen = lazyScreen(() => import('./AssignRiderScreen.tsx'), 'AssignRiderScreen');

/** The orders area's signed-in routes; each screen is its own chunk. */
export const orderRoutes = (
  <>
    <Route path={paths.orders.path} element={<OrdersScreen />} />
    <Route path={paths.orderDetail.path} element={<OrderDetailScreen />} />
    <Route path={paths.assignRider.path} element={<AssignRiderScreen />} />
  </>
);
