import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const NotificationsScreen = lazy(() =>
  import('./NotificationsScreen.tsx').then((module) => ({ default: module.NotificationsScreen })),
);

/** The notifications area's signed-in route (the bell's 'See all'); its own chunk. */
export const notificationRoutes = (
  <>
    <Route path={paths.notifications.path} element={<NotificationsScreen />} />
  </>
);
