import { Route } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { paths } from '../../lib/paths.ts';

const ActivityScreen = lazyScreen(() => import('./ActivityScreen.tsx'), 'ActivityScreen');

/** The activity trail's signed-in route; its own chunk. */
export const activityRoutes = (
  <>
    <Route path={paths.activity.path} element={<ActivityScreen />} />
  </>
);
