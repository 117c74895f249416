import { lazyScreen } from '../../lib/lazy-screen.ts';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const NotificationsScreen = lazyScreen(
  () => import('./NotificationsScreen.tsx'),
  'NotificationsScreen',
);

/** The notifications area's signed-in route (the bell's 'See all'); its own chunk. */
export const notificationRoutes = (
  <>
    <Route path={paths.notifications.path} element={<NotificationsScreen />} />
  </>
);
