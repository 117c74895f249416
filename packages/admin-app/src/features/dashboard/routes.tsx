import { lazyScreen } from '../../lib/lazy-screen.ts';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const DashboardScreen = lazyScreen(() => import('./DashboardScreen.tsx'), 'DashboardScreen');

/** The dashboard's signed-in route. */
export const dashboardRoutes = <Route path={paths.dashboard.path} element={<DashboardScreen />} />;
