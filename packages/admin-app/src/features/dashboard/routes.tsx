import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const DashboardScreen = lazy(() =>
  import('./DashboardScreen.tsx').then((module) => ({ default: module.DashboardScreen })),
);

/** The dashboard's signed-in route. */
export const dashboardRoutes = <Route path={paths.dashboard.path} element={<DashboardScreen />} />;
