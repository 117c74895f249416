import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const OrdersScreen = lazy(() =>
  import('./OrdersScreen.tsx').then((module) => ({ default: module.OrdersScreen })),
);

const OrderDetailScreen = lazy(() =>
  import('./OrderDetailScreen.tsx').then((module) => ({ default: module.OrderDetailScreen })),
);

const AssignRiderScreen = lazy(() =>
  import('./AssignRiderScreen.tsx').then((module) => ({ default: module.AssignRiderScreen })),
);

/** The orders area's signed-in routes; each screen is its own chunk. */
export const orderRoutes = (
  <>
    <Route path={paths.orders.path} element={<OrdersScreen />} />
    <Route path={paths.orderDetail.path} element={<OrderDetailScreen />} />
    <Route path={paths.assignRider.path} element={<AssignRiderScreen />} />
  </>
);
