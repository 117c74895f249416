import { Route } from 'react-router';
import { lazyScreen, type ScreenRouteHandle } from '../../lib/lazy-screen.ts';
import { preloadListPageOnDemand } from '../../lib/list/preload-list-page.ts';
import { paths } from '../../lib/paths.ts';

const RidersScreen = lazyScreen(() => import('./RidersScreen.tsx'), 'RidersScreen');

const RiderProfileScreen = lazyScreen(
  () => import('./RiderProfileScreen.tsx'),
  'RiderProfileScreen',
);

const AddRiderScreen = lazyScreen(() => import('./RiderFormScreen.tsx'), 'AddRiderScreen');
const UpdateRiderScreen = lazyScreen(() => import('./RiderFormScreen.tsx'), 'UpdateRiderScreen');

const ridersHandle: ScreenRouteHandle = {
  preload: preloadListPageOnDemand(() => import('./list-rules.ts')),
};

/** The riders area's signed-in routes; each screen is its own chunk. */
export const riderRoutes = (
  <>
    <Route path={paths.riders.path} element={<RidersScreen />} handle={ridersHandle} />
    <Route path={paths.riderProfile.path} element={<RiderProfileScreen />} />
    <Route path={paths.addRider.path} element={<AddRiderScreen />} />
    <Route path={paths.updateRider.path} element={<UpdateRiderScreen />} />
  </>
);
